/** The webhook vocabulary. Other recorded events (e.g. `issue.watched`) are never delivered. */
export const WEBHOOK_EVENTS = [
  'issue.created',
  'issue.updated',
  'issue.deleted',
  'issue.pr_linked',
  'issue.pr_unlinked',
  'issue.pr_status_changed',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'sprint.created',
  'sprint.updated',
  'sprint.deleted',
  'member.added',
  'member.removed',
  'agent_session.created',
  'agent_session.completed',
  'agent_session.errored',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (name: string): name is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(name);
