import { NavLink } from 'react-router';
import { isAdmin, type Workspace } from '../workspaces/useWorkspace';

/** The workspace's pages; the admin-only ones are listed for admins and owners. */
export function Navigation({ workspace }: { workspace: Workspace }) {
  const base = `/w/${workspace.id}`;
  const links = [
    { to: base, label: 'Overview', end: true },
    { to: `${base}/api-tokens`, label: 'API tokens' },
    ...(isAdmin(workspace) ? [{ to: `${base}/webhooks`, label: 'Webhooks' }] : []),
    { to: `${base}/agents`, label: 'Agents' },
    { to: `${base}/members`, label: 'Members' },
    ...(isAdmin(workspace) ? [{ to: `${base}/audit-log`, label: 'Audit log' }] : []),
  ];
  return (
    <nav aria-label="Workspace settings" className="sidebar">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
