import type { components } from 'work-tracking-client';

type Issue = components['schemas']['Issue'];

/** An issue as the API returns it, for component and cache tests: number `n` of project p1. */
export function testIssue(number: number, fields: Partial<Issue> = {}): Issue {
  return {
    id: `i${String(number).padStart(3, '0')}`,
    projectId: 'p1',
    prefix: 'ACME',
    number,
    title: `Issue ${number}`,
    description: null,
    status: 'todo',
    priority: 'none',
    assigneeId: null,
    parentId: null,
    sprintId: null,
    dueOn: null,
    estimate: null,
    createdBy: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    closedAt: null,
    version: 1,
    labels: [],
    ...fields,
  } as Issue;
}
