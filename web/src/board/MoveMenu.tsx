import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { reference, type Issue } from '../issues/api';
import { useBoard } from './context';
import { STATUSES, statusLabel } from './labels';

/** "Move to…": the card's other statuses, for screen readers, touch and anyone. */
export function MoveMenu({ issue }: { issue: Issue }) {
  const board = useBoard();
  const name = reference(issue);
  const moved = useRef(false);
  return (
    // Not modal: hiding the rest of the page from screen readers would hide the card too.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className="button secondary small board-move">
          {/* One run of text: a flex button would drop the spaces around the hidden part. */}
          <span>
            Move <span className="visually-hidden">{name} </span>to…
          </span>
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
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
