import { describe, expect, it } from 'vitest';
import { actionItems, issueItem, projectItems, workspaceItems, workspaceViews } from './entries';
import { flatten, issueKey, matchScore, searchPalette, type PaletteItem } from './items';

const projects = projectItems('w1', [
  { id: 'p1', name: 'Website', prefix: 'WEB' },
  { id: 'p2', name: 'Mobile app', prefix: 'APP' },
]);
const views = workspaceViews('w1', false);
const actions = actionItems([
  { id: 'create-issue', label: 'Create issue', keywords: 'new', perform: () => {} },
  { id: 'log-out', label: 'Log out', perform: () => {} },
]);
const fixed = [...projects, ...views, ...actions, ...workspaceItems('w1', [])];
const issue = (number: number, title: string, prefix = 'WEB') =>
  issueItem('w1', { id: `i${number}`, projectId: 'p1', prefix, number, title }, 'To do');

const labels = (groups: ReturnType<typeof searchPalette>) =>
  flatten(groups).map((item: PaletteItem) => item.reference ?? item.label);

describe('issueKey', () => {
  it('reads a key in any case, with spaces around it', () => {
    expect(issueKey('web-2')).toEqual({ prefix: 'WEB', number: 2 });
    expect(issueKey('  Web-12 ')).toEqual({ prefix: 'WEB', number: 12 });
  });
  it('is no key without a number, with words around it or with a long prefix', () => {
    expect(issueKey('web-')).toBeUndefined();
    expect(issueKey('fix web-2')).toBeUndefined();
    expect(issueKey('abcdefghijk-1')).toBeUndefined();
  });
});

describe('matchScore', () => {
  it('ranks the whole text above its start, a word’s start, anywhere, then scattered words', () => {
    const scores = [
      matchScore('Board', 'board'),
      matchScore('Board settings', 'board'),
      matchScore('My board', 'board'),
      matchScore('Keyboard', 'board'),
      matchScore('Issues of the board', 'issues board'),
    ];
    expect(scores).toEqual([...scores].sort((a, b) => b! - a!));
    expect(new Set(scores).size).toBe(5);
  });
  it('finds by keywords only when every word is somewhere', () => {
    expect(matchScore('Create issue', 'new', 'new')).toBeDefined();
    expect(matchScore('Create issue', 'new bug', 'new')).toBeUndefined();
  });
  it('matches everything when the query is empty', () => {
    expect(matchScore('Anything', '  ')).toBe(0);
  });
});

describe('searchPalette', () => {
  it('shows every project, view and action, grouped, when nothing is typed', () => {
    const groups = searchPalette(fixed, [], '');
    expect(groups.map((group) => group.name)).toEqual([
      'Projects',
      'Views',
      'Actions',
      'Workspaces',
    ]);
    expect(flatten(groups)).toHaveLength(fixed.length);
  });

  it('puts the issue a key names first, above text matches the API found newer', () => {
    const found = [issue(4, 'Mention web-2 in the changelog'), issue(2, 'Write the release notes')];
    const groups = searchPalette(fixed, found, 'web-2');
    expect(groups[0]!.name).toBe('Issues');
    expect(labels(groups)).toEqual(['WEB-2', 'WEB-4']);
  });

  it('does not take a key of another project for the one typed', () => {
    const found = [issue(2, 'Other project', 'APP')];
    expect(searchPalette([], found, 'web-2')[0]!.items[0]!.reference).toBe('APP-2');
    const [first] = searchPalette([], [issue(3, 'Web-2 notes'), issue(2, 'x', 'WEB')], 'WEB-2');
    expect(first!.items.map((item) => item.reference)).toEqual(['WEB-2', 'WEB-3']);
  });

  it('puts a project typed by its name before issues that mention it', () => {
    const found = [issue(9, 'The website footer is broken')];
    const groups = searchPalette(fixed, found, 'website');
    expect(groups.map((group) => group.name)).toEqual(['Projects', 'Issues']);
    expect(flatten(groups)[0]!.target).toEqual({ to: '/w/w1/projects/p1' });
  });

  it('finds a project by its prefix, a view by its name and an action by a keyword', () => {
    expect(labels(searchPalette(fixed, [], 'app'))[0]).toBe('Mobile app');
    expect(labels(searchPalette(fixed, [], 'inbox'))).toEqual(['Inbox']);
    expect(labels(searchPalette(fixed, [], 'new'))).toEqual(['Create issue', 'Create workspace']);
    expect(labels(searchPalette(fixed, [], 'my issues'))).toEqual([
      'My issues: assigned to me',
      'My issues: created by me',
      'My issues: watching',
    ]);
  });

  it('finds nothing for words nothing has', () => {
    expect(searchPalette(fixed, [], 'zebra')).toEqual([]);
  });
});

describe('workspaceViews', () => {
  it('offers the admin-only settings to admins only', () => {
    const names = (admin: boolean) => workspaceViews('w1', admin).map((item) => item.label);
    expect(names(false)).not.toContain('Webhooks');
    expect(names(false)).not.toContain('Audit log');
    expect(names(true)).toEqual(expect.arrayContaining(['Webhooks', 'Code hosts', 'Audit log']));
  });
  it('leads each view to the address the navigation uses', () => {
    const to = (label: string) => workspaceViews('w1', true).find((item) => item.label === label);
    expect(to('Board')!.target).toEqual({ to: '/w/w1/board' });
    expect(to('My issues: watching')!.target).toEqual({ to: '/w/w1/my-issues/watching' });
    expect(to('Notification emails')!.target).toEqual({ to: '/settings/notifications' });
  });
  it('does not offer to switch to the workspace being looked at', () => {
    const items = workspaceItems('w1', [
      { id: 'w1', name: 'Acme' },
      { id: 'w2', name: 'Beta' },
    ]);
    expect(items.map((item) => item.label)).toEqual(['Switch to Beta', 'Create workspace']);
  });
});
