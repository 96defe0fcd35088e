import { QueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENT_VALUES } from 'work-tracking-client';
import { describe, expect, it } from 'vitest';
import { AFFECTED_PATHS, createInvalidator, staleKeys } from './affected-queries';

const ISSUE = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}';
const data = (payload: Record<string, string | null>, workspaceId = 'w1') => ({
  event: 'x',
  eventId: 'e1',
  workspaceId,
  payload,
  timestamp: '2026-11-25T12:00:00.000Z',
});

describe('AFFECTED_PATHS', () => {
  it('covers every event of the webhook vocabulary', () => {
    expect(WEBHOOK_EVENT_VALUES.filter((name) => !AFFECTED_PATHS[name])).toEqual([]);
  });
});

describe('staleKeys', () => {
  it('narrows each template to the ids the event names', () => {
    const keys = staleKeys(
      'comment.created',
      data({ projectId: 'p1', issueId: 'i1', commentId: 'c1' }),
    );
    expect(keys).toContainEqual([
      `${ISSUE}/comments`,
      { path: { workspaceId: 'w1', projectId: 'p1', issueId: 'i1' } },
    ]);
    expect(keys).toContainEqual([
      ISSUE,
      { path: { workspaceId: 'w1', projectId: 'p1', issueId: 'i1' } },
    ]);
  });

  it('takes an accepted invitation off the pending list when its invitee joins', () => {
    expect(staleKeys('member.added', data({ userId: 'u1' }))).toContainEqual([
      '/workspaces/{workspaceId}/invitations',
      { path: { workspaceId: 'w1' } },
    ]);
  });

  it('knows nothing of a name outside the table', () => {
    expect(staleKeys('robot.dreamed', data({}))).toBeUndefined();
  });
});

describe('createInvalidator', () => {
  function cached() {
    const client = new QueryClient();
    const keys = {
      list: [
        '/workspaces/{workspaceId}/issues',
        { path: { workspaceId: 'w1' }, query: { status: 'todo' } },
      ],
      issue: [ISSUE, { path: { workspaceId: 'w1', projectId: 'p1', issueId: 'i1' } }],
      otherIssue: [ISSUE, { path: { workspaceId: 'w1', projectId: 'p1', issueId: 'i2' } }],
      otherWorkspace: ['/workspaces/{workspaceId}/issues', { path: { workspaceId: 'w2' } }],
      members: ['/workspaces/{workspaceId}/members', { path: { workspaceId: 'w1' } }],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { items: [] });
    const stale = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    return { client, stale };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("refreshes the issue's page and the workspace's lists, not other issues or workspaces", async () => {
    const { client, stale } = cached();
    createInvalidator(client, 'w1', 0).change(
      'issue.updated',
      data({ projectId: 'p1', issueId: 'i1' }),
    );
    await settle();
    expect(stale()).toEqual(['list', 'issue']);
  });

  it('refreshes everything of the workspace after a reset or an unknown event', async () => {
    const { client, stale } = cached();
    createInvalidator(client, 'w1', 0).all();
    await settle();
    expect(stale()).toEqual(['list', 'issue', 'otherIssue', 'members']);
  });
});
