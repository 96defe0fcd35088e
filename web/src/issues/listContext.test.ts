import { beforeEach, describe, expect, it } from 'vitest';
import { LIST_CONTEXT_KEY, rememberList } from './listContext';

describe('the list an issue is opened from', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept for the issue page as its address and its issues in order, ids only', () => {
    rememberList('/w/ws1/issues?status=todo&page=2', [
      { projectId: 'pa', id: 'ib', title: 'Second' } as { projectId: string; id: string },
      { projectId: 'pa', id: 'ia' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(LIST_CONTEXT_KEY)!)).toEqual({
      from: '/w/ws1/issues?status=todo&page=2',
      issues: [
        { projectId: 'pa', id: 'ib' },
        { projectId: 'pa', id: 'ia' },
      ],
    });
  });
});
