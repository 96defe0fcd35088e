import { useEffect, useRef } from 'react';

/** True when the key press belongs to a field the user is typing in, or to a dialog's control. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"] form') !== null
  );
}

const SEQUENCE_WINDOW_MS = 1000;

/**
 * Calls `handler` when the keys are pressed, ignored while typing in a field or with a
 * modifier held. `keys` is one key (`'c'`, `'?'`, `'/'`) or a sequence (`'g i'`: g, then i
 * within a second).
 */
export function useShortcut(keys: string, handler: (event: KeyboardEvent) => void, enabled = true) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const sequence = keys.split(' ');
    let position = 0;
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event)) return;
      const now = Date.now();
      if (position > 0 && now - last > SEQUENCE_WINDOW_MS) position = 0;
      if (event.key === sequence[position]) {
        position += 1;
        last = now;
        if (position === sequence.length) {
          position = 0;
          event.preventDefault();
          latest.current(event);
        }
      } else {
        position = event.key === sequence[0] ? 1 : 0;
        last = now;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, enabled]);
}
