import { createContext, useContext, type KeyboardEvent, type RefObject } from 'react';
import type { Issue, IssueStatus } from '../issues/api';
import type { ColumnQuery } from './move';

/**
 * What the columns and cards of one board share: the same object for the board's life (it
 * calls the board's latest state), so hundreds of cards need not re-render when it changes.
 */
export interface BoardContextValue {
  workspaceId: string;
  columnQuery(status: IssueStatus): ColumnQuery;
  /** Changes the issue's status, announces it and brings focus back to its card. */
  move(issue: Issue, to: IssueStatus): void;
  onCardKey(event: KeyboardEvent<HTMLElement>, issue: Issue): void;
  /** Puts a card carried by keyboard back where it was (focus left it). */
  cancelCarrying(issueId: string): void;
  /** The card to focus when it appears (after a move re-renders it in its new column). */
  focusRequest: RefObject<string | null>;
  issuePath(issue: Issue): string;
  /** Records the board's cards, in order, for the issue page's j / k. */
  rememberList(): void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoard(): BoardContextValue {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard outside a board');
  return board;
}
