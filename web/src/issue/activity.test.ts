import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from './api';
import { actorOf, describeEvent, type Names } from './activity';

const names: Names = {
  person: (id) => ({ u1: 'Ada', u2: 'Grace' })[id],
  sprint: (id) => ({ s1: 'Sprint 1' })[id],
  issue: (id) => ({ i1: 'WEB-1' })[id],
};

const event = (over: Partial<ActivityEvent>): ActivityEvent => ({
  id: 'e1',
  name: 'issue.updated',
  actorType: 'user',
  actorId: 'u1',
  entityType: 'issue',
  entityId: 'i2',
  projectId: 'p1',
  issueId: 'i2',
  changes: {},
  payload: {},
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

describe('activity lines', () => {
  it('names the labels an issue had and has, not their objects', () => {
    const bug = { id: 'l1', name: 'Bug', color: '#d73a4a' };
    const ui = { id: 'l2', name: 'UI', color: '#0e8a16' };
    expect(
      describeEvent(event({ changes: { labels: { old: [], new: [bug, ui] } } }), names),
    ).to.equal('changed labels from no labels to “Bug”, “UI”');
    expect(describeEvent(event({ changes: { labels: { old: [bug], new: [] } } }), names)).to.equal(
      'changed labels from “Bug” to no labels',
    );
  });

  it('says who changed which field from what to what, in the names people read', () => {
    const line = describeEvent(
      event({
        changes: {
          status: { old: 'todo', new: 'in_progress' },
          assigneeId: { old: null, new: 'u2' },
          sprintId: { old: null, new: 's1' },
          parentId: { old: 'i1', new: null },
          priority: { old: 'none', new: 'urgent' },
          updatedAt: { old: 'a', new: 'b' },
          closedAt: { old: null, new: 'b' },
        },
      }),
      names,
    );
    expect(line).toBe(
      'changed status from To do to In progress, changed assignee from nobody to Grace, ' +
        'changed sprint from no sprint to Sprint 1, changed parent from WEB-1 to no parent, ' +
        'changed priority from No priority to Urgent',
    );
    expect(actorOf(event({}), names)).toBe('Ada');
  });

  it('quotes a new title and does not spell out a whole description', () => {
    const line = describeEvent(
      event({
        changes: { title: { old: 'Old', new: 'New' }, description: { old: null, new: 'x' } },
      }),
      names,
    );
    expect(line).toBe('changed title from “Old” to “New”, edited the description');
  });

  it('names the other kinds of event', () => {
    expect(describeEvent(event({ name: 'issue.created' }), names)).toBe('created the issue');
    expect(describeEvent(event({ name: 'issue.watched' }), names)).toBe('started watching');
    expect(describeEvent(event({ name: 'comment.created' }), names)).toBe('commented');
    expect(
      describeEvent(
        event({
          name: 'issue.pr_status_changed',
          changes: { status: { old: 'open', new: 'merged' } },
        }),
        names,
      ),
    ).toBe('marked a pull request Merged (was Open)');
    expect(actorOf(event({ actorType: 'agent', actorId: 'a1' }), names)).toBe('An agent');
    expect(actorOf(event({ actorId: 'gone' }), names)).toBe('A former member');
  });
});
