import type { ApiError } from 'work-tracking-client';

/** What a list shows while it loads or when it cannot be loaded. */
export function QueryState({ isPending, error }: { isPending: boolean; error: ApiError | null }) {
  if (error) {
    return (
      <p className="notice error" role="alert">
        {error.status === 403
          ? 'Only workspace admins and owners can see this page.'
          : `Could not load: ${error.message}`}
      </p>
    );
  }
  if (isPending) return <p className="muted">Loading…</p>;
  return null;
}
