import { describe, expect, it } from 'vitest';
import { ISSUE_LIST_KEY, placeIn, readIssueList } from './issue-list';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === ISSUE_LIST_KEY ? value : null),
});

const list = {
  from: '/w/ws/projects/p1/issues?status=todo',
  issues: [
    { projectId: 'p1', id: 'a' },
    { projectId: 'p1', id: 'b' },
    { projectId: 'p2', id: 'c' },
  ],
};

describe('the list an issue was opened from', () => {
  it('reads what the list stored and finds the neighbours', () => {
    const stored = readIssueList(storage(JSON.stringify(list)));
    expect(stored).toEqual(list);
    expect(placeIn(stored, 'b')).toEqual({
      position: 2,
      count: 3,
      previous: { projectId: 'p1', id: 'a' },
      next: { projectId: 'p2', id: 'c' },
    });
    expect(placeIn(stored, 'a')?.previous).toBeUndefined();
    expect(placeIn(stored, 'c')?.next).toBeUndefined();
    expect(placeIn(stored, 'elsewhere')).toBeUndefined();
  });

  it('ignores nothing stored, broken JSON and lists of another shape', () => {
    expect(readIssueList(storage(null))).toBeUndefined();
    expect(readIssueList(storage('{'))).toBeUndefined();
    expect(readIssueList(storage('{"from":"/x","issues":[{"id":1}]}'))).toBeUndefined();
    expect(readIssueList(storage('{"issues":[]}'))).toBeUndefined();
  });
});
