import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useEffect, useId, useRef, useState } from 'react';
import type { IssueStatus } from '../issues/api';
import { useColumn } from './api';
import { BoardCard } from './BoardCard';
import { useBoard } from './context';
import { assigneeLabel, statusLabel } from './labels';
import { cardsOf, type ColumnQuery } from './move';

const count = new Intl.NumberFormat();

/** One status: its count, its cards a page at a time, and a place to drop cards. */
export function BoardColumn(props: {
  status: IssueStatus;
  query: ColumnQuery;
  /** Whether the card carried by keyboard is over this column. */
  over: boolean;
  /** The card carried by keyboard, if any. */
  carried: string | undefined;
  /** Member names by id, once they have arrived. */
  names: Map<string, string> | undefined;
}) {
  const { status, query, over, carried, names } = props;
  const { workspaceId, startCreating } = useBoard();
  const column = useColumn(workspaceId, query);
  const id = useId();
  const element = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [draggedOver, setDraggedOver] = useState(false);

  useEffect(
    () =>
      combine(
        autoScrollForElements({ element: list.current! }),
        dropTargetForElements({
          element: element.current!,
          getData: () => ({ status }),
          canDrop: ({ source }) => source.data.type === 'card',
          onDragEnter: () => setDraggedOver(true),
          onDragLeave: () => setDraggedOver(false),
          onDrop: () => setDraggedOver(false),
        }),
      ),
    [status],
  );

  const cards = cardsOf(column.data);
  const meta = column.data?.pages[0]?.meta;
  const total = meta ? `${count.format(meta.total)}${meta.totalExact ? '' : '+'}` : '';
  const noun = meta?.total === 1 && meta.totalExact ? 'issue' : 'issues';
  const label = statusLabel(status);
  return (
    <section
      ref={element}
      className={`board-column${over || draggedOver ? ' over' : ''}`}
      // "Backlog, 28 issues": the count is part of the region's name once it has arrived.
      aria-label={meta ? `${label}, ${total} ${noun}` : label}
      data-status={status}
    >
      <header className="board-column-head">
        {/* The space keeps name and count apart in the header's text, as read in one go. */}
        <h2 id={`${id}-name`}>{label}</h2>{' '}
        {meta && (
          <span className="board-count">
            {total}
            <span className="visually-hidden"> {noun}</span>
          </span>
        )}
        <button
          type="button"
          className="button secondary small board-add"
          aria-label={`Create issue in ${label}`}
          title={`Create issue in ${label}`}
          onClick={() => startCreating(status)}
        >
          +
        </button>
      </header>

      {/* A failed refresh keeps the cards it had; only a column with none says why. */}
      {column.error && !column.data && (
        <p className="notice error" role="alert">
          Could not load {label}: {column.error.message}
        </p>
      )}
      {column.isPending && <p className="muted">Loading…</p>}
      {column.isSuccess && cards.length === 0 && <p className="board-empty muted">No issues</p>}
      <ul ref={list} className="board-cards" aria-labelledby={`${id}-name`}>
        {cards.map((issue) => (
          <BoardCard
            key={issue.id}
            issue={issue}
            carried={carried === issue.id}
            assignee={assigneeLabel(names, issue.assigneeId)}
          />
        ))}
      </ul>
      {column.hasNextPage && (
        <div className="board-more">
          <span className="muted">
            {count.format(cards.length)} of {total}
          </span>
          <button
            type="button"
            className="button secondary small"
            disabled={column.isFetchingNextPage}
            onClick={() => column.fetchNextPage()}
          >
            {column.isFetchingNextPage ? 'Loading…' : 'Load more'}
            <span className="visually-hidden"> in {label}</span>
          </button>
        </div>
      )}
    </section>
  );
}
