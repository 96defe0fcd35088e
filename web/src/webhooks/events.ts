import { WEBHOOK_EVENT_VALUES, type components } from 'work-tracking-client';

type WebhookEvent = components['schemas']['WebhookEvent'];
/** `issue`, `comment`, … : what an event name starts with. */
type Resource = WebhookEvent extends `${infer R}.${string}` ? R : never;

// One section per resource of the vocabulary; a resource the document gains fails to compile.
const GROUP_NAMES: Record<Resource, string> = {
  issue: 'Issues',
  comment: 'Comments',
  project: 'Projects',
  sprint: 'Sprints',
  member: 'Members',
  agent_session: 'Agent sessions',
};

/** The webhook vocabulary (from the client), grouped as the service's documentation groups it. */
export const EVENT_GROUPS = Object.entries(GROUP_NAMES).map(([resource, group]) => ({
  group,
  events: WEBHOOK_EVENT_VALUES.filter((event) => event.startsWith(`${resource}.`)),
}));

export const ALL_EVENTS: readonly WebhookEvent[] = WEBHOOK_EVENT_VALUES;

/** Events in vocabulary order, so a saved webhook lists them as the form does. */
export function inVocabularyOrder(events: readonly string[]): WebhookEvent[] {
  return ALL_EVENTS.filter((event) => events.includes(event));
}
