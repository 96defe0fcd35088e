import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { useMembers } from '../members/api';
import { caretBox } from './caret';
import { insertMention, matchMembers, mentionAt, type Mentionable } from './suggest';

interface Options {
  workspaceId: string;
  value: string;
  onValueChange: (text: string) => void;
}

/** What the text area is given: its value, the combobox's ARIA and the key handling. */
export type MentionFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref: Ref<HTMLTextAreaElement>;
  value: string;
};

/**
 * The workspace's members suggested as one types `@` in a Markdown text area: the text area
 * becomes a combobox (ARIA 1.2) whose list is worked with the arrow keys, Enter or Tab to
 * pick, Escape to close, or the mouse; how many match is announced politely. The list opens
 * under the `@` being typed, within the window. Spread `field` on the text area and place
 * `popup` right after it, in a positioned wrapper (`.textarea-wrap`).
 */
export function useMentionSuggestions({ workspaceId, value, onValueChange }: Options): {
  field: MentionFieldProps;
  popup: ReactNode;
} {
  const members = useMembers(workspaceId).data?.items;
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the caret is; undefined while the text area has no focus or a selection.
  const [caret, setCaret] = useState<number>();
  // The `@` whose list was closed with Escape: it stays closed until another `@` is typed.
  const [dismissed, setDismissed] = useState<number>();
  const [active, setActive] = useState({ key: '', index: 0 });
  const placeCaret = useRef<number>(undefined);

  const at = caret === undefined ? undefined : mentionAt(value, caret);
  const asking = at && at.start !== dismissed && members ? at : undefined;
  const suggestions = asking ? matchMembers(members!, asking.query) : [];
  const open = suggestions.length > 0;
  // The highlighted option goes back to the first whenever what was typed changes.
  const key = asking ? `${asking.start}:${asking.query}` : '';
  const index = active.key === key ? Math.min(active.index, suggestions.length - 1) : 0;
  const optionId = (member: Mentionable) => `${listId}-${member.userId}`;

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (placeCaret.current === undefined || !textarea) return;
    textarea.setSelectionRange(placeCaret.current, placeCaret.current);
    setCaret(placeCaret.current);
    placeCaret.current = undefined;
  }, [value]);

  // Under the `@` (it stays there as the name is typed), moved left or above the line where
  // the window would cut it. Set on the element: only the browser's layout decides it.
  const place = () => {
    const textarea = ref.current;
    const list = listRef.current;
    if (!asking || !textarea || !list) return;
    const at = caretBox(textarea, asking.start);
    const left = textarea.offsetLeft + at.left;
    const top = textarea.offsetTop + at.top;
    list.style.left = `${left}px`;
    list.style.top = `${top + at.height + 2}px`;
    const box = list.getBoundingClientRect();
    const margin = 8;
    const right = document.documentElement.clientWidth - margin;
    if (box.right > right)
      list.style.left = `${Math.max(left - (box.right - right), left - box.left + margin)}px`;
    if (box.bottom > window.innerHeight - margin && box.top - at.height - box.height - 4 >= margin)
      list.style.top = `${top - box.height - 2}px`;
  };
  const placeLatest = useRef(place);
  placeLatest.current = place;
  useLayoutEffect(() => {
    if (open) place();
    // Again when the list opens, the `@` moves, or the text (and so the list's length) changes.
  }, [open, asking?.start, value]);
  useEffect(() => {
    if (!open) return;
    const again = () => placeLatest.current();
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [open]);

  const pick = (member: Mentionable) => {
    if (!asking) return;
    const next = insertMention(value, asking, member.handle);
    placeCaret.current = next.caret;
    onValueChange(next.text);
  };
  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    setCaret(selectionStart === selectionEnd ? selectionStart : undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.altKey || event.ctrlKey || event.metaKey) return;
    const move = (to: number) => {
      event.preventDefault();
      setActive({ key, index: (to + suggestions.length) % suggestions.length });
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
      event.preventDefault();
      pick(suggestions[index]!);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the editor or a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(asking!.start);
    }
  };

  const field: MentionFieldProps = {
    ref,
    value,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open ? optionId(suggestions[index]!) : undefined,
    onChange: (event) => {
      onValueChange(event.target.value);
      follow(event);
      if (!mentionAt(event.target.value, event.target.selectionStart)) setDismissed(undefined);
    },
    onSelect: follow,
    onFocus: follow,
    onBlur: () => setCaret(undefined),
    onScroll: () => placeLatest.current(),
    onKeyDown,
  };
  const popup = (
    <>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="People to mention"
        className="mention-list"
        hidden={!open}
      >
        {suggestions.map((member, i) => (
          <li
            key={member.userId}
            id={optionId(member)}
            role="option"
            aria-selected={i === index}
            // The text area keeps the focus (and its caret) while the mouse picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(member)}
          >
            <span className="mention-handle">@{member.handle}</span>{' '}
            <span className="mention-name">{member.name}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {asking ? announce(suggestions.length) : ''}
      </p>
    </>
  );
  return { field, popup };
}

/** What a screen reader hears as the list changes. */
function announce(count: number): string {
  if (count === 0) return 'No member matches.';
  return `${count} ${count === 1 ? 'member' : 'members'} to mention: up and down to choose, Enter to insert.`;
}
