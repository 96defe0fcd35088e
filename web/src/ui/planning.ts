import type { components } from 'work-tracking-client';

type Issue = components['schemas']['Issue'];

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Today on the person's calendar, as a date field and `dueOn` write it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "3 Dec 2026" for a due date. */
export function dueLabel(dueOn: string): string {
  return day.format(new Date(`${dueOn}T00:00:00Z`));
}

/** Whether the issue is past its due day and still open. */
export function isOverdue(issue: Pick<Issue, 'dueOn' | 'status'>, now: string = today()): boolean {
  return (
    issue.dueOn !== null &&
    issue.dueOn < now &&
    issue.status !== 'done' &&
    issue.status !== 'cancelled'
  );
}

/** "3 points", "1 point". */
export function estimateLabel(estimate: number): string {
  return `${estimate} ${estimate === 1 ? 'point' : 'points'}`;
}
