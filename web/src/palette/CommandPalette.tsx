import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Workspace } from '../workspaces/api';
import type { PaletteAction } from './entries';
import { isPaletteKey } from './keyboard';
import { PaletteDialog } from './PaletteDialog';
import './palette.css';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

interface CommandPaletteProps {
  /** The workspace being looked at; without one, the palette offers the account's places. */
  workspace: Workspace | undefined;
  /** What the app can do from here (create an issue, log out…). */
  actions: PaletteAction[];
}

type Closing = { restoreFocus: boolean; then?: () => void };

/**
 * The jump-to palette: Ctrl-K (Cmd-K on a Mac) anywhere, even while typing, or its button,
 * opens it; the same keys or Escape close it, and the focus goes back where it was.
 */
export function CommandPalette({ workspace, actions }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef<Closing | null>(null);

  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  const close = (how: Closing) => {
    closing.current = how;
    setOpen(false);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteKey(event)) return;
      // Another dialog (creating an issue, a confirmation) keeps the keyboard.
      if (!open && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      if (open) close({ restoreFocus: true });
      else show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // Once the dialog is gone (a modal dialog makes the rest of the page inert until then).
  useEffect(() => {
    if (open || !closing.current) return;
    const { restoreFocus, then } = closing.current;
    closing.current = null;
    if (restoreFocus && opener.current?.isConnected) opener.current.focus();
    then?.();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="button secondary small palette-button"
        aria-keyshortcuts="Control+K Meta+K"
        title={`Jump to an issue, project, view or action (${onMac ? '⌘K' : 'Ctrl+K'})`}
        onClick={show}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="6.5" cy="6.5" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        <span className="palette-button-text">Jump to…</span>
        <kbd aria-hidden="true">{onMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {open && (
        <PaletteDialog
          workspace={workspace}
          actions={actions}
          onClose={() => close({ restoreFocus: true })}
          onGo={(to) => {
            close({ restoreFocus: false });
            navigate(to);
          }}
          onPerform={(perform) => close({ restoreFocus: true, then: perform })}
        />
      )}
    </>
  );
}
