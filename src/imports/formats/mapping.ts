/** How other trackers' statuses, priorities and dates map to the service's. */
import type { IssuePriority, IssueStatus } from '../../db/schema';

const normalized = (value: string) =>
  value
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Jira's, Linear's and GitHub's status names (normalized) and what they become here. */
const STATUSES: Record<string, IssueStatus> = {
  backlog: 'backlog',
  triage: 'backlog',
  open: 'todo',
  todo: 'todo',
  'to do': 'todo',
  unstarted: 'todo',
  'selected for development': 'todo',
  'in progress': 'in_progress',
  started: 'in_progress',
  'in review': 'in_review',
  review: 'in_review',
  'code review': 'in_review',
  done: 'done',
  closed: 'done',
  resolved: 'done',
  completed: 'done',
  'wont do': 'cancelled',
  'wont fix': 'cancelled',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  duplicate: 'cancelled',
};

/** The status a source's status name maps to; unknown ones become backlog with a note. */
export function mapStatus(source: string | undefined, notes: string[]): IssueStatus {
  const name = source?.trim() ?? '';
  if (name === '') return 'backlog';
  const status = STATUSES[normalized(name)];
  if (status) return status;
  notes.push(`Status "${name}" is not known here: imported as backlog.`);
  return 'backlog';
}

const PRIORITIES: Record<string, IssuePriority> = {
  highest: 'urgent',
  urgent: 'urgent',
  blocker: 'urgent',
  critical: 'urgent',
  high: 'high',
  major: 'high',
  medium: 'medium',
  normal: 'medium',
  low: 'low',
  minor: 'low',
  lowest: 'low',
  trivial: 'low',
  none: 'none',
  'no priority': 'none',
};

/** Jira's and Linear's priority names (Linear's numbers too) mapped; unknown ones: none, noted. */
export function mapPriority(source: string | undefined, notes: string[]): IssuePriority {
  const name = source?.trim() ?? '';
  if (name === '') return 'none';
  const priority = PRIORITIES[normalized(name)] ?? LINEAR_NUMBERS[name];
  if (priority) return priority;
  notes.push(`Priority "${name}" is not known here: imported as none.`);
  return 'none';
}

// Linear's API numbers: 0 none, 1 urgent, 2 high, 3 medium, 4 low.
const LINEAR_NUMBERS: Record<string, IssuePriority> = {
  '0': 'none',
  '1': 'urgent',
  '2': 'high',
  '3': 'medium',
  '4': 'low',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Jira's export: `07/Mar/24 10:15 AM` (day/month/two-digit year, 12-hour clock).
const JIRA_DATE =
  /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?$/i;

/** A source's date as an ISO timestamp (UTC when it names no zone); null when unreadable. */
export function readDate(source: string | undefined): string | null {
  const text = source?.trim() ?? '';
  if (text === '') return null;
  const jira = JIRA_DATE.exec(text);
  if (jira) {
    const [, day, month, year, hour, minute, second, half] = jira;
    const monthIndex = MONTHS.indexOf(month!.toLowerCase());
    if (monthIndex < 0) return null;
    let hours = Number(hour) % 12;
    if (!half) hours = Number(hour);
    else if (half.toUpperCase() === 'PM') hours += 12;
    const fullYear = year!.length === 2 ? 2000 + Number(year) : Number(year);
    const date = new Date(
      Date.UTC(fullYear, monthIndex, Number(day), hours, Number(minute), Number(second ?? 0)),
    );
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  // ISO 8601 and `2024-03-07 10:15`: read as UTC unless they say otherwise.
  const iso = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?/.test(text)
    ? text.replace(' ', 'T') + (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) || text.length <= 10 ? '' : 'Z')
    : undefined;
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Line breaks as `\n`, whatever the export used. */
export const unixLines = (text: string) => text.replace(/\r\n?/g, '\n');

/** A label colour as `#rrggbb`, from `d73a4a` or `#D73A4A`; undefined otherwise. */
export function readColor(source: unknown): string | undefined {
  if (typeof source !== 'string') return undefined;
  const match = /^#?([0-9a-fA-F]{6})$/.exec(source.trim());
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}
