/** What a key pressed in the palette's field does. */
export type PaletteKeyOutcome =
  | { kind: 'move'; active: number }
  | { kind: 'choose'; inNewTab: boolean }
  | { kind: 'close' }
  | { kind: 'none' };

const PAGE = 5;

/**
 * The palette's keys, from its field (the combobox): Down and Up go to the next and previous
 * entry, round from the last to the first; Page Down and Page Up jump five, stopping at the
 * ends; Enter chooses (with Ctrl or Cmd, in a new tab); Escape closes. Other keys, Home and
 * End included, stay the field's.
 */
export function paletteKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  active: number,
  count: number,
): PaletteKeyOutcome {
  switch (event.key) {
    case 'ArrowDown':
      return count ? { kind: 'move', active: (active + 1) % count } : { kind: 'none' };
    case 'ArrowUp':
      return count ? { kind: 'move', active: (active - 1 + count) % count } : { kind: 'none' };
    case 'PageDown':
      return count
        ? { kind: 'move', active: Math.min(active + PAGE, count - 1) }
        : { kind: 'none' };
    case 'PageUp':
      return count ? { kind: 'move', active: Math.max(active - PAGE, 0) } : { kind: 'none' };
    case 'Enter':
      return { kind: 'choose', inNewTab: event.ctrlKey || event.metaKey };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}

/** Ctrl-K, or Cmd-K on a Mac: opens (and closes) the palette from anywhere. */
export function isPaletteKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
