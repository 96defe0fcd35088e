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
import { BoardContext, type BoardContextValue, type CreateIssue } from './context';
import { boardKey, type Carrying } from './keyboard';
import { STATUSES, statusLabel } from './labels';
import { cardsOf, columnKey, type ColumnData, type ColumnQuery, type Place } from './move';

export type BoardFilters = Pick<ColumnQuery, 'assigneeId' | 'priority' | 'sprintId' | 'labelId'>;

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
  CreateIssue: CreateIssue;
}) {
  const { workspaceId, projectId, filters, sort, CreateIssue } = props;
  const [creatingIn, setCreatingIn] = useState<IssueStatus | null>(null);
  /** Ordered by hand: cards go where they are put. */
  const manual = sort.sortBy === 'rank';
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
    (issue: Issue, to: IssueStatus, place?: Place) => {
      const name = reference(issue);
      if (to === issue.status && !place) return;
      const neighbourId = place?.beforeId ?? place?.afterId;
      if (neighbourId === issue.id) return;
      const cards = loaded(issue.status);
      const at = cards.findIndex((card) => card.id === issue.id);
      const above = cards[at - 1];
      const below = cards[at + 1];
      const from: Place = above ? { afterId: above.id } : below ? { beforeId: below.id } : {};
      const neighbour = neighbourId && loaded(to).find((card) => card.id === neighbourId);
      focusRequest.current = issue.id;
      const where = neighbour
        ? `${place?.beforeId ? 'above' : 'below'} ${reference(neighbour)} in ${statusLabel(to)}`
        : to === issue.status
          ? `to the top of ${statusLabel(to)}`
          : `to ${statusLabel(to)}`;
      announce(`${name} moved ${where}`);
      moveIssue(
        { issue, to, place, from },
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
    [announce, moveIssue, loaded],
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
          const status = target.data.status as IssueStatus;
          // Dropped on a card: right above it, in the board's order by hand.
          const beforeId = target.data.beforeId as string | undefined;
          if (beforeId && manual) move(issue, status, { beforeId });
          else move(issue, status, manual ? {} : undefined);
          focusCard(issue.id);
        },
      }),
      autoScrollForElements({ element }),
    );
  }, [move, manual]);

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
    if (outcome.drop) move(issue, STATUSES[outcome.drop.to]!, manual ? {} : undefined);
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
    startCreating: setCreatingIn,
    manual,
    neighbours: (issue) => {
      const cards = loaded(issue.status);
      const at = cards.findIndex((card) => card.id === issue.id);
      return { above: cards[at - 1], below: cards[at + 1], first: at === 0 };
    },
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
      startCreating: (status) => latest.current.startCreating(status),
      get manual() {
        return latest.current.manual;
      },
      neighbours: (issue) => latest.current.neighbours(issue),
      columnQuery: (status) => latest.current.columnQuery(status),
      move: (issue, to, place) => latest.current.move(issue, to, place),
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
      {/* Mounted only while open; the new issue goes to the top of its column. */}
      {creatingIn && (
        <CreateIssue
          workspaceId={workspaceId}
          open
          projectId={projectId}
          status={creatingIn}
          onCreated={(issue) =>
            announce(`${reference(issue)} created at the top of ${statusLabel(issue.status)}`)
          }
          onClose={() => setCreatingIn(null)}
        />
      )}
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
