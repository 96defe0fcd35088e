import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { reference, type Issue, type IssueStatus } from '../issues/api';
import { useMembers } from '../members/api';
import { formError } from '../ui/errors';
import { useMoveIssue } from './api';
import { BoardColumn } from './BoardColumn';
import { BoardContext, type BoardContextValue } from './context';
import { boardKey, type Carrying } from './keyboard';
import { STATUSES, statusLabel } from './labels';
import { cardsOf, columnKey, type ColumnData, type ColumnQuery } from './move';

export type BoardFilters = Pick<ColumnQuery, 'assigneeId' | 'priority' | 'sprintId'>;
export type BoardSort = Pick<ColumnQuery, 'sortBy' | 'sortOrder'>;

interface Announcement {
  text: string;
  tone: 'info' | 'error';
}

const LIST_CONTEXT = 'work-tracking:issue-list';
/** The API's message as a sentence of the announcement (API messages have no full stop). */
const sentence = (message = '') => (/[.!?]$/.test(message) ? message : `${message}.`);
/** Cards a column loads at a time: its first screenful and then some. */
export const COLUMN_PAGE = 25;

/** The columns of a project's board, and every way to move a card between them. */
export function Board(props: {
  workspaceId: string;
  projectId: string;
  filters: BoardFilters;
  sort: BoardSort;
}) {
  const { workspaceId, projectId, filters, sort } = props;
  const client = useQueryClient();
  const location = useLocation();
  const members = useMembers(workspaceId);
  const { mutate: moveIssue } = useMoveIssue(workspaceId);
  const board = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<string | null>(null);
  const [carrying, setCarrying] = useState<Carrying | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', tone: 'info' });
  const announce = useCallback((text: string, tone: Announcement['tone'] = 'info') => {
    setAnnouncement({ text, tone });
  }, []);

  const columnQuery = useCallback(
    (status: IssueStatus): ColumnQuery => ({
      projectId,
      status,
      ...sort,
      ...filters,
      limit: COLUMN_PAGE,
    }),
    [projectId, sort, filters],
  );
  const loaded = useCallback(
    (status: IssueStatus) =>
      cardsOf(client.getQueryData<ColumnData>(columnKey(workspaceId, columnQuery(status)))),
    [client, workspaceId, columnQuery],
  );

  const focusCard = (issueId: string) =>
    board.current?.querySelector<HTMLElement>(`[data-issue-id="${issueId}"]`)?.focus();

  const move = useCallback(
    (issue: Issue, to: IssueStatus) => {
      const name = reference(issue);
      if (to === issue.status) return;
      focusRequest.current = issue.id;
      announce(`${name} moved to ${statusLabel(to)}`);
      moveIssue(
        { issue, to },
        {
          onError: (error) =>
            announce(
              `${name} could not be moved to ${statusLabel(to)}: ${sentence(formError(error))} ` +
                `It is back in ${statusLabel(issue.status)}.`,
              'error',
            ),
          onSettled: () => {
            // The card is in its place for good now; later renders need not focus it.
            if (focusRequest.current === issue.id) focusRequest.current = null;
          },
        },
      );
    },
    [announce, moveIssue],
  );

  useEffect(() => {
    const element = board.current!;
    return combine(
      monitorForElements({
        canMonitor: ({ source }) => source.data.type === 'card',
        onDrop: ({ source, location: where }) => {
          const target = where.current.dropTargets[0];
          if (!target) return;
          const issue = source.data.issue as Issue;
          move(issue, target.data.status as IssueStatus);
          focusCard(issue.id);
        },
      }),
      autoScrollForElements({ element }),
    );
  }, [move]);

  const onCardKey = (event: KeyboardEvent<HTMLElement>, issue: Issue) => {
    // Keys on the card's own link and menu button are theirs.
    if (event.target !== event.currentTarget) return;
    const column = STATUSES.indexOf(issue.status);
    const index = loaded(issue.status).findIndex((card) => card.id === issue.id);
    const columns = STATUSES.map((status) => ({
      label: statusLabel(status),
      cards: loaded(status).length,
    }));
    const outcome = boardKey(
      carrying,
      event.key,
      { issueId: issue.id, reference: reference(issue), column, index },
      columns,
    );
    if (!outcome.handled) return;
    event.preventDefault();
    setCarrying(outcome.carrying);
    if (outcome.announce) announce(outcome.announce);
    if (outcome.focus) {
      const next = loaded(STATUSES[outcome.focus.column]!)[outcome.focus.index];
      if (next) focusCard(next.id);
    }
    if (outcome.drop) move(issue, STATUSES[outcome.drop.to]!);
  };

  const cancelCarrying = (issueId: string) => {
    if (carrying?.issueId !== issueId) return;
    setCarrying(null);
    announce(
      `Move cancelled. ${carrying.reference} stays in ${statusLabel(STATUSES[carrying.from]!)}.`,
    );
  };

  const names = useMemo(
    () => members.data && new Map(members.data.items.map((m) => [m.userId, m.name])),
    [members.data],
  );
  const issuePath = (issue: Issue) =>
    `/w/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}`;
  const rememberList = () => {
    const issues = STATUSES.flatMap((status) =>
      loaded(status).map((issue) => ({ projectId: issue.projectId, id: issue.id })),
    );
    sessionStorage.setItem(
      LIST_CONTEXT,
      JSON.stringify({ from: `${location.pathname}${location.search}`, issues }),
    );
  };

  const latest = useRef<BoardContextValue>(null!);
  latest.current = {
    workspaceId,
    columnQuery,
    move,
    onCardKey,
    cancelCarrying,
    focusRequest,
    issuePath,
    rememberList,
  };
  const value = useMemo(
    (): BoardContextValue => ({
      workspaceId,
      columnQuery: (status) => latest.current.columnQuery(status),
      move: (issue, to) => latest.current.move(issue, to),
      onCardKey: (event, issue) => latest.current.onCardKey(event, issue),
      cancelCarrying: (issueId) => latest.current.cancelCarrying(issueId),
      focusRequest,
      issuePath: (issue) => latest.current.issuePath(issue),
      rememberList: () => latest.current.rememberList(),
    }),
    [workspaceId],
  );

  return (
    <BoardContext.Provider value={value}>
      <p id="board-help" className="visually-hidden">
        Press Space to pick the card up and move it with the arrow keys, or use its Move to menu.
      </p>
      <p role="status" className={`board-status board-status-${announcement.tone}`}>
        {announcement.text}
      </p>
      <div className="board" ref={board}>
        {STATUSES.map((status, column) => (
          <BoardColumn
            key={status}
            status={status}
            query={columnQuery(status)}
            over={carrying?.over === column}
            carried={carrying?.issueId}
            names={names}
          />
        ))}
      </div>
    </BoardContext.Provider>
  );
}
