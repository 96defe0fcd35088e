import type { ActivityEvent } from './api';
import { dueLabel, estimateLabel } from '../ui/planning';
import { priorityLabel, pullRequestStatusLabel, statusLabel } from './labels';

/** How to name the things an event points at by id; undefined when not known here. */
export interface Names {
  person(userId: string): string | undefined;
  sprint(sprintId: string): string | undefined;
  issue(issueId: string): string | undefined;
}

// Fields that change along with others and say nothing on their own.
const IMPLIED = new Set(['updatedAt', 'closedAt']);

/** An issue's labels as an event keeps them (`{ id, name, color }` each), by name. */
function labelNames(value: unknown): string {
  const labels = Array.isArray(value) ? (value as { name?: unknown }[]) : [];
  if (labels.length === 0) return 'no labels';
  return labels.map((label) => `“${String(label.name)}”`).join(', ');
}

function valueOf(field: string, value: unknown, names: Names): string {
  if (field === 'labels') return labelNames(value);
  if (value === null || value === undefined || value === '') {
    return (
      {
        assigneeId: 'nobody',
        sprintId: 'no sprint',
        parentId: 'no parent',
        dueOn: 'no due date',
        estimate: 'no estimate',
      }[field] ?? 'none'
    );
  }
  const text = String(value);
  switch (field) {
    case 'status':
      return statusLabel(text);
    case 'priority':
      return priorityLabel(text);
    case 'assigneeId':
      return names.person(text) ?? 'a former member';
    case 'sprintId':
      return names.sprint(text) ?? 'a deleted sprint';
    case 'parentId':
      return names.issue(text) ?? 'another issue';
    case 'dueOn':
      return dueLabel(text);
    case 'estimate':
      return estimateLabel(Number(text));
    default:
      return `“${text}”`;
  }
}

const FIELD_NAMES: Record<string, string> = {
  assigneeId: 'assignee',
  sprintId: 'sprint',
  parentId: 'parent',
  dueOn: 'due date',
};

/** One changed field as a phrase: "status from To do to In progress". */
function change(field: string, values: { old: unknown; new: unknown }, names: Names): string {
  if (field === 'description') return 'edited the description';
  if (field === 'body') return 'edited a comment';
  // A rank is a place among the cards, not a value to read.
  if (field === 'rank') return 'moved it on the board';
  const name = FIELD_NAMES[field] ?? field;
  return `changed ${name} from ${valueOf(field, values.old, names)} to ${valueOf(field, values.new, names)}`;
}

/** Who did it: a member's name, or what kind of actor it was. */
export function actorOf(event: ActivityEvent, names: Names): string {
  if (event.actorType === 'agent') return 'An agent';
  if (event.actorType === 'system') return 'The system';
  if (event.actorType === 'integration') return 'A code host';
  return (event.actorId && names.person(event.actorId)) || 'A former member';
}

/** What an event did, as the rest of a sentence after who did it. */
export function describeEvent(event: ActivityEvent, names: Names): string {
  const changes = Object.entries(event.changes ?? {}).filter(([field]) => !IMPLIED.has(field));
  switch (event.name) {
    case 'issue.created':
      return 'created the issue';
    case 'issue.updated':
      return changes.length === 0
        ? 'updated the issue'
        : changes.map(([field, values]) => change(field, values, names)).join(', ');
    case 'issue.watched':
      return 'started watching';
    case 'issue.unwatched':
      return 'stopped watching';
    case 'issue.pr_linked':
      return 'linked a pull request';
    case 'issue.pr_unlinked':
      return 'unlinked a pull request';
    case 'issue.pr_status_changed': {
      const status = event.changes?.status;
      return status
        ? `marked a pull request ${pullRequestStatusLabel(String(status.new))} (was ${pullRequestStatusLabel(String(status.old))})`
        : 'changed a pull request';
    }
    case 'comment.created':
      return 'commented';
    case 'comment.updated':
      return 'edited a comment';
    case 'comment.deleted':
      return 'deleted a comment';
    default:
      return event.name.replace(/[._]/g, ' ');
  }
}
