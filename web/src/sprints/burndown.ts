/** One day of a burndown as the API sends it. */
export interface BurndownPoint {
  date: string;
  remaining: number;
  /** The issues there by the end of the day, open or closed. */
  scope: number;
}

/**
 * One day as the chart draws it: what was open and the scope (none yet for days to come),
 * and the ideal.
 */
export interface BurndownDay {
  date: string;
  remaining: number | null;
  scope: number | null;
  ideal: number;
}

/**
 * The days to draw. The API counts days still to come as if nothing changed, so the actual
 * and scope lines stop at `today`. The scope line shows issues added after the start as a
 * step up on the day they came, rather than as open issues climbing from nothing. The
 * ideal falls in a straight line from the scope to none on the last day: the largest scope
 * so far (or `knownScope`, when more is known).
 */
export function burndownSeries(
  points: BurndownPoint[],
  today: string,
  knownScope = 0,
): BurndownDay[] {
  const known = points.filter((point) => point.date <= today);
  const scope = Math.max(
    knownScope,
    ...known.map((point) => Math.max(point.scope, point.remaining)),
  );
  const steps = Math.max(1, points.length - 1);
  return points.map((point, index) => ({
    date: point.date,
    remaining: point.date <= today ? point.remaining : null,
    scope: point.date <= today ? point.scope : null,
    ideal: Math.round((scope * (steps - index) * 100) / steps) / 100,
  }));
}

/** The figures in a sentence, for people who cannot see the chart. */
export function burndownSummary(days: BurndownDay[]): string {
  if (days.length === 0) return 'No days to show.';
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const known = days.filter((day) => day.remaining !== null);
  const range = `From ${first.date} to ${last.date}`;
  if (known.length === 0) return `${range}: the period has not started yet.`;
  const latest = known[known.length - 1]!;
  const open = `${latest.remaining} ${latest.remaining === 1 ? 'issue' : 'issues'} open`;
  const behind = latest.remaining! - latest.ideal;
  const pace =
    behind > 0
      ? `${formatCount(behind)} more than the ideal ${formatCount(latest.ideal)}`
      : behind < 0
        ? `${formatCount(-behind)} fewer than the ideal ${formatCount(latest.ideal)}`
        : 'on the ideal line';
  const start = known[0]!.scope;
  const added =
    latest.scope !== null && start !== null && latest.scope > start
      ? ` The scope grew from ${start} to ${latest.scope} issues.`
      : '';
  return `${range}: ${open} on ${latest.date}, ${pace}.${added}`;
}

function formatCount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Today in UTC, as the API counts days. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}
