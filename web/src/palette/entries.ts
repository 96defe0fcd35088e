import type { PaletteItem } from './items';

/** An action of the app offered in the palette (the app shell passes those it has). */
export interface PaletteAction {
  id: string;
  label: string;
  keywords?: string;
  shortcut?: string;
  perform: () => void;
}

const view = (id: string, label: string, to: string, extra: Partial<PaletteItem> = {}) =>
  ({ id: `view:${id}`, group: 'Views', label, target: { to }, ...extra }) as PaletteItem;

/**
 * The places of a workspace, as its navigation lists them (the admin-only settings for
 * admins and owners), then those of the account. Board and Sprints open the current project's.
 */
export function workspaceViews(workspaceId: string, admin: boolean): PaletteItem[] {
  const base = `/w/${workspaceId}`;
  const settings = { detail: 'Settings' };
  return [
    view('overview', 'Overview', base, { keywords: 'home dashboard' }),
    view('inbox', 'Inbox', `${base}/inbox`, { keywords: 'notifications' }),
    view('projects', 'Projects', `${base}/projects`),
    view('issues', 'Issues', `${base}/issues`, { keywords: 'list all', shortcut: 'g i' }),
    view('assigned', 'My issues: assigned to me', `${base}/my-issues/assigned`, {
      keywords: 'mine',
    }),
    view('created', 'My issues: created by me', `${base}/my-issues/created`, { keywords: 'mine' }),
    view('watching', 'My issues: watching', `${base}/my-issues/watching`, {
      keywords: 'mine subscribed',
    }),
    view('board', 'Board', `${base}/board`, { keywords: 'kanban columns', shortcut: 'g b' }),
    view('sprints', 'Sprints', `${base}/sprints`, { keywords: 'cycles iterations' }),
    view('agent-sessions', 'Agent sessions', `${base}/agent-sessions`),
    view('api-tokens', 'API tokens', `${base}/api-tokens`, { ...settings, keywords: 'pat' }),
    ...(admin
      ? [
          view('webhooks', 'Webhooks', `${base}/webhooks`, settings),
          view('code-hosts', 'Code hosts', `${base}/code-hosts`, {
            ...settings,
            keywords: 'github gitlab gitea integrations',
          }),
        ]
      : []),
    view('agents', 'Agents', `${base}/agents`, settings),
    view('members', 'Members', `${base}/members`, { ...settings, keywords: 'people invite' }),
    ...(admin ? [view('audit-log', 'Audit log', `${base}/audit-log`, settings)] : []),
    ...accountViews(),
  ];
}

/** The account's own pages, there with or without a workspace. */
export function accountViews(): PaletteItem[] {
  const account = { detail: 'Account' };
  return [
    view('notification-emails', 'Notification emails', '/settings/notifications', {
      ...account,
      keywords: 'email settings unsubscribe',
    }),
    view('sign-in', 'Sign-in methods', '/account/sign-in', {
      ...account,
      keywords: 'password sso',
    }),
  ];
}

/** Each project: its page. */
export function projectItems(
  workspaceId: string,
  projects: { id: string; name: string; prefix: string }[],
): PaletteItem[] {
  return projects.map((project) => ({
    id: `project:${project.id}`,
    group: 'Projects',
    label: project.name,
    detail: project.prefix,
    keywords: project.prefix,
    target: { to: `/w/${workspaceId}/projects/${project.id}` },
  }));
}

/** The other workspaces the person belongs to, and making a new one. */
export function workspaceItems(
  current: string | undefined,
  workspaces: { id: string; name: string }[],
): PaletteItem[] {
  return [
    ...workspaces
      .filter((workspace) => workspace.id !== current)
      .map((workspace): PaletteItem => ({
        id: `workspace:${workspace.id}`,
        group: 'Workspaces',
        label: `Switch to ${workspace.name}`,
        keywords: 'workspace',
        target: { to: `/w/${workspace.id}` },
      })),
    {
      id: 'workspace:new',
      group: 'Workspaces',
      label: 'Create workspace',
      keywords: 'new',
      target: { to: '/workspaces/new' },
    },
  ];
}

/** The app's actions as entries. */
export function actionItems(actions: PaletteAction[]): PaletteItem[] {
  return actions.map((action) => ({
    id: `action:${action.id}`,
    group: 'Actions',
    label: action.label,
    keywords: action.keywords,
    shortcut: action.shortcut,
    target: { perform: action.perform },
  }));
}

/** An issue found by the search: its key and title, its status beside. */
export function issueItem(
  workspaceId: string,
  issue: { id: string; projectId: string; prefix: string; number: number; title: string },
  status: string,
): PaletteItem {
  return {
    id: `issue:${issue.id}`,
    group: 'Issues',
    label: issue.title,
    reference: `${issue.prefix}-${issue.number}`,
    detail: status,
    target: { to: `/w/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}` },
  };
}
