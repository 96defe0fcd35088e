import { useEffect, useId, useRef } from 'react';
import './shortcuts.css';

/** Every keyboard shortcut of the dashboard, in one place for the help dialog. */
export const SHORTCUTS: { keys: string[][]; what: string }[] = [
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
                        <kbd>{key}</kbd>
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
