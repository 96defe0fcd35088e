import type { components } from 'work-tracking-client';

type PageMeta = components['schemas']['PageMeta'];

/** Previous / next through a long list, and where in it the reader is. */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  if (meta.total === 0) return null;
  const first = (meta.page - 1) * meta.limit + 1;
  const last = first + meta.limit - 1;
  const of = meta.totalExact
    ? `${meta.total.toLocaleString()}`
    : `more than ${meta.total.toLocaleString()}`;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button secondary small"
        disabled={!meta.hasPrev}
        onClick={() => onPage(meta.page - 1)}
      >
        Previous page
      </button>
      <span aria-live="polite">
        {first.toLocaleString()}–{Math.min(last, meta.total).toLocaleString()} of {of}
        {meta.totalPages > 1 &&
          ` · page ${meta.page} of ${meta.totalExact ? meta.totalPages : `${meta.totalPages}+`}`}
      </span>
      <button
        type="button"
        className="button secondary small"
        disabled={!meta.hasNext}
        onClick={() => onPage(meta.page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
