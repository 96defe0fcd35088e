import { describe, expect, it } from 'vitest';
import { MAX_LABEL_FILTER } from '../labels/api';
import {
  changeListState,
  issuesQuery,
  PAGE_SIZE,
  readListState,
  writeListState,
} from './listState';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the issue list in the address', () => {
  it('reads filters, search, sort and page, and writes them back the same', () => {
    const query =
      'status=in_progress&priority=high&search=login+page&sortBy=title&sortOrder=asc&page=3';
    const state = read(query);
    expect(state).toMatchObject({
      status: ['in_progress'],
      priority: ['high'],
      search: 'login page',
      sortBy: 'title',
      sortOrder: 'asc',
      page: 3,
    });
    expect(writeListState(state).toString()).toBe(
      'status=in_progress&priority=high&search=login+page&sortBy=title&sortOrder=asc&page=3',
    );
  });

  it('falls back to the defaults for anything unknown, and leaves defaults out of the address', () => {
    const state = read('status=open&sortBy=colour&sortOrder=up&page=-2&assigneeId=DROP%20TABLE');
    expect(state).toEqual({
      status: [],
      priority: [],
      assigneeId: undefined,
      sprintId: undefined,
      projectId: undefined,
      labelIds: [],
      search: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
    });
    expect(writeListState(state).toString()).toBe('');
  });

  it('starts again at page 1 when what is shown changes, and forgets the sprint with the project', () => {
    const state = read('projectId=pabc&sprintId=sdef&page=4');
    expect(changeListState(state, { status: ['done'] }).page).toBe(1);
    expect(changeListState(state, { page: 5 }).page).toBe(5);
    const moved = changeListState(state, { projectId: 'pother' });
    expect(moved.sprintId).toBeUndefined();
    expect(changeListState(state, { sortBy: 'title' }).sprintId).toBe('sdef');
  });

  it('asks the API for one page, always within the project whose list it is', () => {
    const state = read('projectId=pother&status=todo&search=crash&page=2');
    expect(issuesQuery(state, 'pmine')).toEqual({
      page: 2,
      limit: PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      projectId: 'pmine',
      status: ['todo'],
      search: 'crash',
    });
    expect(issuesQuery(read(''))).toEqual({
      page: 1,
      limit: PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('keeps several statuses in the address and asks for any of them', () => {
    const state = read('status=in_progress&status=todo&status=later&priority=urgent');
    expect(state.status).toEqual(['todo', 'in_progress']);
    expect(writeListState(state).toString()).toBe('status=todo&status=in_progress&priority=urgent');
    expect(issuesQuery(state, undefined, 'assigned')).toMatchObject({
      status: ['todo', 'in_progress'],
      priority: ['urgent'],
      assigneeId: 'me',
    });
    expect(issuesQuery(state, undefined, 'watching')).toMatchObject({ watching: true });
    expect(issuesQuery(state, undefined, 'created')).toMatchObject({ createdBy: 'me' });
  });

  it('keeps several labels in the address and asks for issues carrying any of them', () => {
    const state = read('labelId=lbug&labelId=lui&labelId=Not%20an%20id&labelId=lbug');
    expect(state.labelIds).toEqual(['lbug', 'lui']);
    expect(writeListState(state).toString()).toBe('labelId=lbug&labelId=lui');
    expect(issuesQuery(state)).toMatchObject({ labelId: ['lbug', 'lui'] });
    expect(issuesQuery(read('labelId=lbug'))).toMatchObject({ labelId: ['lbug'] });
    expect(issuesQuery(read(''))).not.toHaveProperty('labelId');
    expect(
      changeListState(read('labelId=lbug&page=3'), { labelIds: ['lbug', 'lui'] }),
    ).toMatchObject({ labelIds: ['lbug', 'lui'], page: 1 });
    // No more than the API takes (listIssues: 20 labelId values).
    const many = Array.from({ length: 25 }, (_, n) => `labelId=l${n}x`).join('&');
    expect(read(many).labelIds).toHaveLength(MAX_LABEL_FILTER);
  });
});
