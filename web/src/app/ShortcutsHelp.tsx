import { useEffect, useId, useRef } from 'react';
import './shortcuts.css';

/**
 * Every keyboard shortcut of the dashboard, in one place for the help dialog. Each entry
 * lists its alternatives, each a sequence of keys pressed in turn; keys held together are
 * joined by `+` (`Ctrl+K`).
 */
export const SHORTCUTS: { keys: string[][]; what: string }[] = [
  {
    keys: [['Ctrl+K'], ['⌘+K']],
    what: 'Jump to an issue (by key or title), a project, a view or an action; also while typing',
  },
  { keys: [['c']], what: 'Create an issue' },
  { keys: [['/']], what: 'Search the issue list' },
  { keys: [['g', 'i']], what: 'Go to the issues' },
  { keys: [['g', 'b']], what: 'Go to the board' },
  { keys: [['j'], ['k']], what: 'Next / previous row of a list' },
  { keys: [['Enter']], what: 'Open the row reached with j / k' },
  {
    keys: [['j'], ['k']],
    what: 'On an issue page: next / previous issue of the list it came from',
  },
  { keys: [['?']], what: 'Show this help' },
  { keys: [['Esc']], what: 'Close a dialog' },
];

/** The `?` dialog: what each key does. Keys that are typed in a field do not count. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="confirm shortcuts" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Keyboard shortcuts</h2>
      <p className="muted">They work anywhere in a workspace except while typing in a field.</p>
      <table>
        <caption className="visually-hidden">Keyboard shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.what}>
              <td>
                {shortcut.keys.map((combo, index) => (
                  <span key={index}>
                    {index > 0 && ' / '}
                    {combo.map((key, position) => (
                      <span key={position}>
                        {position > 0 && ' then '}
                        <Key keys={key} />
                      </span>
                    ))}
                  </span>
                ))}
              </td>
              <td>{shortcut.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** One key, or keys held together as nested `kbd` elements (`Ctrl` + `K`). */
function Key({ keys }: { keys: string }) {
  const held = keys.length > 1 ? keys.split('+') : [keys];
  if (held.length === 1) return <kbd>{keys}</kbd>;
  return (
    <kbd>
      {held.map((key, index) => (
        <span key={key}>
          {index > 0 && '+'}
          <kbd>{key}</kbd>
        </span>
      ))}
    </kbd>
  );
}
