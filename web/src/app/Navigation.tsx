import { NavLink } from 'react-router';
import { useUnreadCount } from '../notifications/api';
import { useCurrentProject } from '../projects/useCurrentProject';
import { isAdmin, type Workspace } from '../workspaces/api';

interface Link {
  to: string;
  label: string;
  end?: boolean;
  /** A count shown beside the label (unread notifications). */
  count?: number;
}

/** The workspace's work, then its settings; the admin-only settings for admins and owners. */
export function Navigation({ workspace }: { workspace: Workspace }) {
  const base = `/w/${workspace.id}`;
  const { projectId } = useCurrentProject(workspace.id);
  const unread = useUnreadCount(workspace.id);
  const inProject = (view: string) =>
    projectId ? `${base}/projects/${projectId}/${view}` : `${base}/${view}`;
  const work: Link[] = [
    { to: base, label: 'Overview', end: true },
    { to: `${base}/inbox`, label: 'Inbox', count: unread.data?.unread },
    { to: `${base}/projects`, label: 'Projects', end: true },
    { to: `${base}/issues`, label: 'Issues' },
    { to: `${base}/my-issues`, label: 'My issues' },
    { to: inProject('board'), label: 'Board' },
    { to: inProject('sprints'), label: 'Sprints' },
    { to: `${base}/agent-sessions`, label: 'Agent sessions' },
  ];
  const settings: Link[] = [
    { to: `${base}/api-tokens`, label: 'API tokens' },
    ...(isAdmin(workspace) ? [{ to: `${base}/webhooks`, label: 'Webhooks' }] : []),
    ...(isAdmin(workspace) ? [{ to: `${base}/code-hosts`, label: 'Code hosts' }] : []),
    { to: `${base}/agents`, label: 'Agents' },
    { to: `${base}/members`, label: 'Members' },
    { to: `${base}/labels`, label: 'Labels' },
    ...(isAdmin(workspace) ? [{ to: `${base}/import`, label: 'Import' }] : []),
    ...(isAdmin(workspace) ? [{ to: `${base}/audit-log`, label: 'Audit log' }] : []),
  ];
  return (
    <nav aria-label="Workspace" className="sidebar">
      <NavList links={work} />
      <h2 className="nav-heading">Settings</h2>
      <NavList links={settings} />
    </nav>
  );
}

function NavList({ links }: { links: Link[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <NavLink to={link.to} end={link.end}>
            {link.label}
            {link.count ? (
              <span className="badge">
                {link.count}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
