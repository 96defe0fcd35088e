import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Issue, IssueStatus } from '../issues/api';
import { testIssue } from '../api/fixtures';
import {
  applyMove,
  cardsOf,
  columnKey,
  undoMove,
  type ColumnData,
  type ColumnQuery,
  type IssuePage,
} from './move';

const WS = 'ws1';
const PROJECT = 'p1';

const issue = testIssue;

const query = (status: IssueStatus, extra: Partial<ColumnQuery> = {}): ColumnQuery => ({
  projectId: PROJECT,
  status,
  sortBy: 'priority',
  sortOrder: 'desc',
  limit: 2,
  ...extra,
});

function page(items: Issue[], total: number, number = 1): IssuePage {
  return {
    items,
    meta: {
      page: number,
      limit: 2,
      total,
      totalPages: Math.ceil(total / 2),
      hasNext: number * 2 < total,
      hasPrev: number > 1,
      totalExact: true,
    },
  };
}

const data = (...pages: IssuePage[]): ColumnData => ({
  pages,
  pageParams: pages.map((p) => p.meta.page),
});

function board(columns: [ColumnQuery, ColumnData][]) {
  const client = new QueryClient();
  for (const [q, d] of columns) client.setQueryData(columnKey(WS, q), d);
  const read = (q: ColumnQuery) => client.getQueryData<ColumnData>(columnKey(WS, q));
  return { client, read };
}

describe('moving a card on the board', () => {
  const urgent = issue(1, { priority: 'urgent', status: 'in_progress' });
  const low = issue(2, { priority: 'low', status: 'in_progress' });
  const moving = issue(3, { priority: 'high' });
  const other = issue(4, { priority: 'medium' });

  it('takes the card out of its column and puts it in its place in the new one at once', () => {
    const { client, read } = board([
      [query('todo'), data(page([moving, other], 2))],
      [query('in_progress'), data(page([urgent, low], 5))],
    ]);
    applyMove(client, WS, { issue: moving, to: 'in_progress' });

    const todo = read(query('todo'))!;
    expect(cardsOf(todo).map((i) => i.number)).toEqual([4]);
    expect(todo.pages[0]!.meta.total).toBe(1);
    const doing = read(query('in_progress'))!;
    // urgent, then the moved high-priority card, then low.
    expect(cardsOf(doing).map((i) => i.number)).toEqual([1, 3, 2]);
    expect(cardsOf(doing)[1]!.status).toBe('in_progress');
    expect(doing.pages[0]!.meta.total).toBe(6);
  });

  it('puts the columns back exactly as they were when the API refuses', () => {
    const before: [ColumnQuery, ColumnData][] = [
      [query('todo'), data(page([moving, other], 2))],
      [query('in_progress'), data(page([urgent, low], 5))],
    ];
    const { client, read } = board(before);
    const move = { issue: moving, to: 'in_progress' as const };
    applyMove(client, WS, move);
    undoMove(client, WS, move);
    expect(read(query('todo'))).toEqual(before[0]![1]);
    expect(read(query('in_progress'))).toEqual(before[1]![1]);
  });

  it('takes back only the refused move, not another made meanwhile', () => {
    const { client, read } = board([
      [query('todo'), data(page([moving, other], 2))],
      [query('in_progress'), data(page([urgent, low], 2))],
      [query('done'), data(page([], 0))],
    ]);
    const refused = { issue: moving, to: 'done' as const };
    applyMove(client, WS, refused);
    // Moved while the first move's request is still out; it goes through.
    applyMove(client, WS, { issue: other, to: 'in_progress' });
    undoMove(client, WS, refused);
    expect(cardsOf(read(query('todo'))).map((card) => card.id)).toEqual([moving.id]);
    expect(cardsOf(read(query('in_progress'))).map((card) => card.id)).toEqual([
      urgent.id,
      other.id,
      low.id,
    ]);
    expect(cardsOf(read(query('done')))).toEqual([]);
    expect(read(query('todo'))!.pages[0]!.meta.total).toBe(1);
    expect(read(query('in_progress'))!.pages[0]!.meta.total).toBe(3);
  });

  it('leaves columns of other projects and filters the card does not match alone', () => {
    const elsewhere = query('in_progress', { projectId: 'p2' });
    const someoneElses = query('in_progress', { assigneeId: 'u9' });
    const { client, read } = board([
      [query('todo'), data(page([moving], 1))],
      [elsewhere, data(page([], 0))],
      [someoneElses, data(page([], 0))],
    ]);
    applyMove(client, WS, { issue: moving, to: 'in_progress' });
    expect(cardsOf(read(elsewhere))).toEqual([]);
    expect(cardsOf(read(someoneElses))).toEqual([]);
    expect(cardsOf(read(query('todo')))).toEqual([]);
  });

  it('places a card that sorts after every loaded card last, on the last loaded page', () => {
    const none = issue(5, { priority: 'none' });
    const { client, read } = board([
      [query('backlog'), data(page([none], 1))],
      [query('in_progress'), data(page([urgent, low], 5), page([urgent, low], 5, 2))],
    ]);
    applyMove(client, WS, { issue: none, to: 'in_progress' });
    const doing = read(query('in_progress'))!;
    expect(doing.pages[1]!.items.at(-1)!.id).toBe(none.id);
    expect(doing.pages.map((p) => p.meta.total)).toEqual([6, 6]);
  });

  it('puts a card moved on a board ordered by recent change at the top', () => {
    const recent = query('in_progress', { sortBy: 'updatedAt', sortOrder: 'desc' });
    const { client, read } = board([[recent, data(page([urgent, low], 2))]]);
    applyMove(client, WS, { issue: moving, to: 'in_progress' }, new Date('2026-11-25T00:00:00Z'));
    expect(cardsOf(read(recent)).map((i) => i.number)).toEqual([3, 1, 2]);
  });

  it('places a card among others of its priority by creation, newest first', () => {
    const at = (day: number) => `2026-11-0${day}T00:00:00.000Z`;
    // Ids in the opposite order to creation: only the creation time places it right.
    const newer = issue(9, { createdAt: at(5) });
    const older = issue(5, { createdAt: at(3) });
    const { client, read } = board([[query('todo'), data(page([newer, older], 2))]]);
    applyMove(client, WS, { issue: issue(1, { status: 'backlog', createdAt: at(4) }), to: 'todo' });
    expect(cardsOf(read(query('todo'))!).map((i) => i.number)).toEqual([9, 1, 5]);
  });

  it('lists each card once when a later page repeats one', () => {
    expect(cardsOf(data(page([urgent, low], 3), page([low], 3, 2))).map((i) => i.number)).toEqual([
      1, 2,
    ]);
  });

  it('places a card by hand next to the one it was dropped at, and back on refusal', () => {
    const manual = (status: IssueStatus) => query(status, { sortBy: 'rank', sortOrder: 'asc' });
    const a = issue(1, { status: 'todo' });
    const b = issue(2, { status: 'todo' });
    const c = issue(3, { status: 'todo' });
    const { client, read } = board([[manual('todo'), data(page([a, b, c], 3))]]);
    const move = {
      issue: c,
      to: 'todo' as const,
      place: { beforeId: b.id },
      from: { afterId: b.id },
    };
    applyMove(client, WS, move);
    expect(cardsOf(read(manual('todo'))).map((i) => i.number)).toEqual([1, 3, 2]);
    undoMove(client, WS, move);
    expect(cardsOf(read(manual('todo'))).map((i) => i.number)).toEqual([1, 2, 3]);
    applyMove(client, WS, { issue: b, to: 'todo' });
    expect(cardsOf(read(manual('todo'))).map((i) => i.number)).toEqual([2, 1, 3]);
  });
});
