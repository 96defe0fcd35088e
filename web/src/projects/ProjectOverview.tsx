import type { components } from 'work-tracking-client';
import { PRIORITIES, PRIORITY_LABELS, STATUS_LABELS, STATUSES } from '../issues/api';

/** The length of a breakdown's bar for the whole total. */
const BAR_REM = 5;

type Overview = components['schemas']['ProjectOverview'];

/** One line of a breakdown: what it counts (unique in the breakdown), its name, the count. */
interface Row {
  key: string;
  label: string;
  count: number;
}

/**
 * The project's figures: open and closed, then by status, priority and assignee. Until
 * `memberNames` has loaded (undefined), assignees are named by an ellipsis, not as former
 * members.
 */
export function ProjectOverview({
  overview,
  memberNames,
}: {
  overview: Overview;
  memberNames: Map<string, string> | undefined;
}) {
  const assignee = (id: string) => (memberNames ? (memberNames.get(id) ?? 'Former member') : '…');
  return (
    <div className="overview">
      <dl className="facts figures">
        <Figure label="Issues" value={overview.total} />
        <Figure label="Open" value={overview.open} />
        <Figure label="Closed" value={overview.closed} />
      </dl>
      <div className="breakdowns">
        <Breakdown
          title="By status"
          rows={STATUSES.map((key) => ({
            key,
            label: STATUS_LABELS[key],
            count: overview.byStatus[key],
          }))}
          total={overview.total}
        />
        <Breakdown
          title="By priority"
          // The most pressing first.
          rows={[...PRIORITIES].reverse().map((key) => ({
            key,
            label: PRIORITY_LABELS[key],
            count: overview.byPriority[key],
          }))}
          total={overview.total}
        />
        <Breakdown
          title="Open by assignee"
          // Keyed by the assignee: several can share a name ("Former member", or "…"
          // until the names load), and rows keyed by name were left behind when it changed.
          rows={overview.byAssignee.map((row) => ({
            key: row.assigneeId ?? '',
            label: row.assigneeId ? assignee(row.assigneeId) : 'Unassigned',
            count: row.open,
          }))}
          total={overview.open}
        />
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="figure">{value.toLocaleString()}</dd>
    </div>
  );
}

function Breakdown({ title, rows, total }: { title: string; rows: Row[]; total: number }) {
  return (
    <section className="breakdown" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <dl>
          {rows.map(({ key, label, count }) => (
            <div key={key} className="breakdown-row">
              <dt>{label}</dt>
              <dd>
                <span
                  className="bar"
                  aria-hidden="true"
                  // Out of one track of BAR_REM for every row, so equal counts draw equal bars.
                  style={{ width: `${total > 0 ? (count / total) * BAR_REM : 0}rem` }}
                />
                <span className="breakdown-count">{count.toLocaleString()}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
