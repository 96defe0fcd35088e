import {
  createContext,
  useContext,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Issue, IssueStatus } from '../issues/api';
import type { ColumnQuery, Place } from './move';

/**
 * What the columns and cards of one board share: the same object for the board's life (it
 * calls the board's latest state), so hundreds of cards need not re-render when it changes.
 */
export interface BoardContextValue {
  workspaceId: string;
  /** Whether the board is in its order by hand (cards can be placed within a column). */
  readonly manual: boolean;
  /** The cards right above and below the issue in its column, as loaded. */
  neighbours(issue: Issue): { above?: Issue; below?: Issue; first: boolean };
  columnQuery(status: IssueStatus): ColumnQuery;
  /** Opens the dialog that creates an issue at the top of the column of `status`. */
  startCreating(status: IssueStatus): void;
  /**
   * Changes the issue's status and, in the order by hand, its place (`{}`: the top),
   * announces it and brings focus back to its card.
   */
  move(issue: Issue, to: IssueStatus, place?: Place): void;
  onCardKey(event: KeyboardEvent<HTMLElement>, issue: Issue): void;
  /** Puts a card carried by keyboard back where it was (focus left it). */
  cancelCarrying(issueId: string): void;
  /** The card to focus when it appears (after a move re-renders it in its new column). */
  focusRequest: RefObject<string | null>;
  issuePath(issue: Issue): string;
  /** Records the board's cards, in order, for the issue page's j / k. */
  rememberList(): void;
}

/** The dialog that creates an issue, as app/ gives it to the board (the issues feature's). */
export type CreateIssue = ComponentType<{
  workspaceId: string;
  open: boolean;
  projectId: string | undefined;
  status?: IssueStatus;
  onCreated?: (issue: Issue) => void;
  onClose: () => void;
}>;

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoard(): BoardContextValue {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard outside a board');
  return board;
}
