import type { EventPayload, EventSubject } from '../events/record';

/** What an issue's event is about: the issue, its project, and the ids a webhook receiver gets. */
export function issueSubject(
  issue: { id: string; projectId: string },
  payload: EventPayload = {},
): EventSubject {
  return {
    entityType: 'issue',
    entityId: issue.id,
    projectId: issue.projectId,
    issueId: issue.id,
    payload: { projectId: issue.projectId, issueId: issue.id, ...payload },
  };
}
