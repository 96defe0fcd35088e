/** A card lifted with the keyboard: where it came from and the column it is over. */
export interface Carrying {
  issueId: string;
  reference: string;
  from: number;
  over: number;
}

/** The focused card: its issue, and where it is on the board (column, then row). */
export interface FocusedCard {
  issueId: string;
  reference: string;
  column: number;
  index: number;
}

export interface KeyOutcome {
  /** Whether the key was the board's (its default action is then prevented). */
  handled: boolean;
  carrying: Carrying | null;
  /** A sentence for the board's live region. */
  announce?: string;
  /** The card to focus next: column, then row. */
  focus?: { column: number; index: number };
  /** The column the carried card was dropped on, when that is a move. */
  drop?: { issueId: string; to: number };
}

/**
 * The keyboard on a focused card. At rest, Space or Enter picks the card up and the arrows
 * go from card to card. While carrying, Left and Right (Home, End) choose the column, Space
 * or Enter drops there, Escape puts the card back. Up and Down do nothing while carrying:
 * a column's order is the board's sort, not a place a card can be put.
 *
 * `columns` are the board's columns in order: their names and how many cards each shows.
 */
export function boardKey(
  carrying: Carrying | null,
  key: string,
  card: FocusedCard,
  columns: { label: string; cards: number }[],
): KeyOutcome {
  const label = (column: number) => columns[column]!.label;
  const ignored: KeyOutcome = { handled: false, carrying };
  if (!carrying || carrying.issueId !== card.issueId) {
    switch (key) {
      case ' ':
      case 'Enter':
        return {
          handled: true,
          carrying: { ...card, from: card.column, over: card.column },
          announce:
            `${card.reference} picked up from ${label(card.column)}. Left and right arrows ` +
            'choose a column, Space or Enter drops, Escape cancels.',
        };
      case 'ArrowUp':
      case 'ArrowDown': {
        const index = card.index + (key === 'ArrowUp' ? -1 : 1);
        if (index < 0 || index >= columns[card.column]!.cards) return { ...ignored, handled: true };
        return { handled: true, carrying: null, focus: { column: card.column, index } };
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = key === 'ArrowLeft' ? -1 : 1;
        for (
          let column = card.column + step;
          column >= 0 && column < columns.length;
          column += step
        ) {
          const cards = columns[column]!.cards;
          if (cards > 0) {
            return {
              handled: true,
              carrying: null,
              focus: { column, index: Math.min(card.index, cards - 1) },
            };
          }
        }
        return { ...ignored, handled: true };
      }
      default:
        return ignored;
    }
  }
  const over = (column: number): KeyOutcome => {
    const next = Math.max(0, Math.min(columns.length - 1, column));
    return {
      handled: true,
      carrying: { ...carrying, over: next },
      announce:
        next === carrying.from
          ? `${carrying.reference} over ${label(next)}, where it was.`
          : `${carrying.reference} over ${label(next)}.`,
    };
  };
  switch (key) {
    case 'ArrowLeft':
      return over(carrying.over - 1);
    case 'ArrowRight':
      return over(carrying.over + 1);
    case 'Home':
      return over(0);
    case 'End':
      return over(columns.length - 1);
    case 'ArrowUp':
    case 'ArrowDown':
      return { handled: true, carrying };
    case ' ':
    case 'Enter':
      if (carrying.over === carrying.from) {
        return {
          handled: true,
          carrying: null,
          announce: `${carrying.reference} dropped where it was, in ${label(carrying.from)}.`,
        };
      }
      return {
        handled: true,
        carrying: null,
        drop: { issueId: carrying.issueId, to: carrying.over },
      };
    case 'Escape':
      return {
        handled: true,
        carrying: null,
        announce: `Move cancelled. ${carrying.reference} stays in ${label(carrying.from)}.`,
      };
    default:
      return ignored;
  }
}
