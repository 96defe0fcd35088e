import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { reference, type Issue } from '../issues/api';
import { useBoard } from './context';
import { STATUSES, statusLabel } from './labels';

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * "Move to…": the card's other statuses, for screen readers, touch and anyone. A board shows
 * hundreds of cards, so the menu itself is set up on first use; until then the button is a
 * plain one that opens it.
 */
export function MoveMenu({ issue }: { issue: Issue }) {
  const board = useBoard();
  const name = reference(issue);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const byKeyboard = useRef(false);
  const moved = useRef(false);
  const className = 'button secondary small board-move';
  const label = (
    // One run of text: a flex button would drop the spaces around the hidden part.
    <span>
      Move <span className="visually-hidden">{name} </span>to…
    </span>
  );

  // Opened from the keyboard before the menu existed: start on its first item, as the menu
  // does when it is opened from the keyboard later (after its own focus on opening).
  const content = (node: HTMLDivElement | null) => {
    if (!node || !byKeyboard.current) return;
    byKeyboard.current = false;
    requestAnimationFrame(() => node.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
  };

  if (!used) {
    const start = (keyboard: boolean) => {
      byKeyboard.current = keyboard;
      setUsed(true);
      setOpen(true);
    };
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          start(false);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          start(true);
        }}
      >
        {label}
      </button>
    );
  }

  return (
    // Not modal: hiding the rest of the page from screen readers would hide the card too.
    <Menu.Root modal={false} open={open} onOpenChange={setOpen}>
      <Menu.Trigger asChild>
        <button type="button" className={className}>
          {label}
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={content}
          className="board-menu"
          align="end"
          sideOffset={4}
          aria-label={`Move ${name} to`}
          onCloseAutoFocus={(event) => {
            if (!moved.current) return;
            // After a move, focus goes to the card itself, wherever the move puts it.
            moved.current = false;
            event.preventDefault();
            document.querySelector<HTMLElement>(`[data-issue-id="${issue.id}"]`)?.focus();
          }}
        >
          {board.manual && <PlaceItems issue={issue} onMove={() => (moved.current = true)} />}
          {STATUSES.filter((status) => status !== issue.status).map((status) => (
            <Menu.Item
              key={status}
              className="board-menu-item"
              onSelect={() => {
                moved.current = true;
                board.move(issue, status);
              }}
            >
              {statusLabel(status)}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** In the order by hand: up, down or to the top of the card's own column. */
function PlaceItems({ issue, onMove }: { issue: Issue; onMove: () => void }) {
  const board = useBoard();
  const { above, below, first } = board.neighbours(issue);
  const items: [string, () => void][] = [];
  if (!first) items.push(['Top of the column', () => board.move(issue, issue.status, {})]);
  if (above) items.push(['Up one', () => board.move(issue, issue.status, { beforeId: above.id })]);
  if (below) items.push(['Down one', () => board.move(issue, issue.status, { afterId: below.id })]);
  if (items.length === 0) return null;
  return (
    <>
      {items.map(([label, run]) => (
        <Menu.Item
          key={label}
          className="board-menu-item"
          onSelect={() => {
            onMove();
            run();
          }}
        >
          {label}
        </Menu.Item>
      ))}
      <Menu.Separator className="board-menu-separator" />
    </>
  );
}
