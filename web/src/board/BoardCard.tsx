import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { memo, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { reference, type Issue } from '../issues/api';
import { DueDate } from '../ui/DueDate';
import { estimateLabel } from '../ui/planning';
import { useBoard } from './context';
import { priorityLabel } from './labels';
import { MoveMenu } from './MoveMenu';
import { LabelChips } from '../ui/LabelChip';

/** An issue on the board: open it with a click, move it by drag, keyboard or its menu. */
export const BoardCard = memo(function BoardCard(props: {
  issue: Issue;
  /** Picked up with the keyboard. */
  carried: boolean;
  assignee: string;
}) {
  const { issue, carried, assignee } = props;
  const board = useBoard();
  const navigate = useNavigate();
  const element = useRef<HTMLLIElement>(null);
  const [dragging, setDragging] = useState(false);
  const [droppingAbove, setDroppingAbove] = useState(false);
  const name = reference(issue);

  useEffect(
    () =>
      combine(
        draggable({
          element: element.current!,
          getInitialData: () => ({ type: 'card', issue }),
          onDragStart: () => setDragging(true),
          onDrop: () => setDragging(false),
        }),
        // In the order by hand, a card dropped on this one goes right above it.
        dropTargetForElements({
          element: element.current!,
          getData: () => ({ status: issue.status, beforeId: issue.id }),
          canDrop: ({ source }) =>
            board.manual &&
            source.data.type === 'card' &&
            (source.data.issue as Issue).id !== issue.id,
          onDragEnter: () => setDroppingAbove(true),
          onDragLeave: () => setDroppingAbove(false),
          onDrop: () => setDroppingAbove(false),
        }),
      ),
    [issue, board],
  );

  // A moved card appears anew in its column: it takes the focus its old self had.
  useEffect(() => {
    if (board.focusRequest.current === issue.id) element.current!.focus();
    // Only when the card appears, not on every render.
  }, []);

  const open = (event: MouseEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    // Clicks in the card's menu (drawn elsewhere in the page) and on its controls are theirs.
    if (!event.currentTarget.contains(target) || target.closest('a, button')) return;
    board.rememberList();
    navigate(board.issuePath(issue));
  };

  return (
    <li
      ref={element}
      className={`board-card${dragging ? ' dragging' : ''}${carried ? ' carried' : ''}${
        droppingAbove ? ' drop-above' : ''
      }`}
      data-issue-id={issue.id}
      tabIndex={0}
      aria-label={`${name} ${issue.title}, ${priorityLabel(issue.priority)}, ${assignee}`}
      aria-describedby="board-help"
      onKeyDown={(event) => board.onCardKey(event, issue)}
      onBlur={(event) => event.target === event.currentTarget && board.cancelCarrying(issue.id)}
      onClick={open}
    >
      <Link
        className="board-card-title"
        to={board.issuePath(issue)}
        draggable={false}
        onClick={board.rememberList}
      >
        <span className="board-ref">{name}</span> {issue.title}
      </Link>
      <LabelChips labels={issue.labels} />
      <div className="board-card-meta">
        {issue.priority === 'none' ? (
          // No badge for the default: the card keeps its room for the assignee.
          <span className="visually-hidden">Priority: {priorityLabel(issue.priority)}</span>
        ) : (
          <span className={`priority priority-${issue.priority}`}>
            <span className="visually-hidden">Priority: </span>
            {priorityLabel(issue.priority)}
          </span>
        )}
        {issue.estimate !== null && (
          <span className="board-estimate">
            <span className="visually-hidden">Estimate: </span>
            {estimateLabel(issue.estimate)}
          </span>
        )}
        {issue.dueOn && (
          <span className="board-due">
            <span className="visually-hidden">Due: </span>
            <DueDate issue={issue} />
          </span>
        )}
        <span className="board-assignee">
          <span className="visually-hidden">Assignee: </span>
          {assignee}
        </span>
        <MoveMenu issue={issue} />
      </div>
    </li>
  );
});
