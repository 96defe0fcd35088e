import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLogOut } from '../auth/LogOutButton';
import { CreateIssueDialog } from '../issues/CreateIssueDialog';
import { CommandPalette } from '../palette/CommandPalette';
import type { PaletteAction } from '../palette/entries';
import { useShortcut } from '../ui/useShortcut';
import { useWorkspace } from '../workspaces/api';
import { ShortcutsHelp } from './ShortcutsHelp';

/**
 * The "Create issue" button of every workspace page, and the keys that work everywhere in
 * a workspace: `c` creates, `/` searches, `g i` and `g b` go to the issues and the board,
 * `?` lists them all; Ctrl-K (Cmd-K) opens the jump-to palette.
 */
export function WorkShortcuts({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  const { workspace } = useWorkspace();
  const logOut = useLogOut();
  const { projectId } = useParams();
  const [creating, setCreating] = useState(false);
  const [helping, setHelping] = useState(false);
  const base = `/w/${workspaceId}`;
  const issues = projectId ? `${base}/projects/${projectId}/issues` : `${base}/issues`;
  const anyOpen = creating || helping;
  useShortcut('c', () => setCreating(true), !anyOpen);
  useShortcut('?', () => setHelping(true), !anyOpen);
  useShortcut('g i', () => navigate(issues), !anyOpen);
  useShortcut(
    'g b',
    () => navigate(projectId ? `${base}/projects/${projectId}/board` : `${base}/board`),
    !anyOpen,
  );
  useShortcut(
    '/',
    () => {
      const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (search) search.focus();
      else navigate(issues, { state: { focusSearch: true } });
    },
    !anyOpen,
  );
  const actions: PaletteAction[] = [
    {
      id: 'create-issue',
      label: 'Create issue',
      keywords: 'new',
      shortcut: 'c',
      perform: () => setCreating(true),
    },
    {
      id: 'shortcuts',
      label: 'Keyboard shortcuts',
      keywords: 'help keys',
      shortcut: '?',
      perform: () => setHelping(true),
    },
    logOutAction(logOut),
  ];
  return (
    <>
      <button
        type="button"
        className="button small"
        aria-keyshortcuts="c"
        onClick={() => setCreating(true)}
      >
        Create issue
      </button>
      <button
        type="button"
        className="button secondary small"
        aria-keyshortcuts="?"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        onClick={() => setHelping(true)}
      >
        ?
      </button>
      <CommandPalette workspace={workspace} actions={actions} />
      {/* Mounted only while open: its projects, members and sprints load when asked for. */}
      {creating && (
        <CreateIssueDialog
          workspaceId={workspaceId}
          open
          projectId={projectId}
          onClose={() => setCreating(false)}
        />
      )}
      <ShortcutsHelp open={helping} onClose={() => setHelping(false)} />
    </>
  );
}

const logOutAction = (logOut: () => void): PaletteAction => ({
  id: 'log-out',
  label: 'Log out',
  keywords: 'sign out',
  perform: logOut,
});

/** Outside a workspace (account pages): the palette alone, with the account's places. */
export function AccountShortcuts() {
  const logOut = useLogOut();
  return <CommandPalette workspace={undefined} actions={[logOutAction(logOut)]} />;
}
