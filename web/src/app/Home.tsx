import { Navigate } from 'react-router';
import { useWorkspaces } from '../workspaces/api';

/** Straight to the first workspace, or to creating one. */
export function Home() {
  const { data } = useWorkspaces();
  if (!data) return <p className="muted">Loading…</p>;
  const first = data.items[0];
  return <Navigate to={first ? `/w/${first.id}` : '/workspaces/new'} replace />;
}
