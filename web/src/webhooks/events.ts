import type { components } from 'work-tracking-client';

type WebhookEvent = components['schemas']['WebhookEvent'];
type Covers<All, Listed> = [All] extends [Listed] ? true : never;

/** The webhook vocabulary, grouped as the service's documentation groups it. */
export const EVENT_GROUPS = [
  {
    group: 'Issues',
    events: [
      'issue.created',
      'issue.updated',
      'issue.deleted',
      'issue.pr_linked',
      'issue.pr_unlinked',
      'issue.pr_status_changed',
    ],
  },
  { group: 'Comments', events: ['comment.created', 'comment.updated', 'comment.deleted'] },
  { group: 'Projects', events: ['project.created', 'project.updated', 'project.deleted'] },
  { group: 'Sprints', events: ['sprint.created', 'sprint.updated', 'sprint.deleted'] },
  { group: 'Members', events: ['member.added', 'member.removed'] },
  {
    group: 'Agent sessions',
    events: ['agent_session.created', 'agent_session.completed', 'agent_session.errored'],
  },
] as const satisfies readonly { group: string; events: readonly WebhookEvent[] }[];
// Fails to compile when the document gains an event this list lacks.
export const EVERY_EVENT_LISTED: Covers<
  WebhookEvent,
  (typeof EVENT_GROUPS)[number]['events'][number]
> = true;

export const ALL_EVENTS: WebhookEvent[] = EVENT_GROUPS.flatMap((g) => [...g.events]);

/** Events in vocabulary order, so a saved webhook lists them as the form does. */
export function inVocabularyOrder(events: readonly string[]): WebhookEvent[] {
  return ALL_EVENTS.filter((event) => events.includes(event));
}
