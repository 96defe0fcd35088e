/** Which recorded events notify whom: the rules of the inbox, in one place. */

/** Events that may notify someone; the fan-out task runs for these only. */
export const NOTIFYING_EVENTS: ReadonlySet<string> = new Set([
  'issue.created',
  'issue.updated',
  'comment.created',
  'comment.updated',
  'issue.pr_linked',
  'issue.pr_status_changed',
]);

/** Fields of an issue whose change notifies its watchers (and is shown in the entry). */
export const WATCHED_FIELDS = ['status', 'priority', 'assigneeId', 'sprintId'] as const;

type Changes = Record<string, { old: unknown; new: unknown }>;

/** The part of an event's changes an entry shows: the watched fields only. */
export function shownChanges(changes: Changes): Changes {
  const shown: Changes = {};
  for (const field of WATCHED_FIELDS) if (changes[field]) shown[field] = changes[field];
  return shown;
}

/** Whether an event tells the watchers something. */
export function notifiesWatchers(name: string, changes: Changes): boolean {
  switch (name) {
    case 'comment.created':
    case 'issue.pr_linked':
    case 'issue.pr_status_changed':
      return true;
    case 'issue.updated':
      return WATCHED_FIELDS.some((field) => field in changes);
    default:
      return false;
  }
}
