import { Link, useNavigate } from 'react-router';
import { useWorkspace, useWorkspaces } from './api';

/** Picks the workspace every settings page is about. */
export function WorkspaceSwitcher() {
  const navigate = useNavigate();
  const { data } = useWorkspaces();
  const { workspaceId } = useWorkspace();
  return (
    <div className="switcher">
      <label htmlFor="workspace-switcher">Workspace</label>
      <select
        id="workspace-switcher"
        value={workspaceId}
        onChange={(event) => navigate(`/w/${event.target.value}`)}
      >
        {!workspaceId && <option value="">Choose…</option>}
        {data?.items.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </select>
      <Link className="button secondary small" to="/workspaces/new">
        Create workspace
      </Link>
    </div>
  );
}
