import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './support/accessibility';
import { snap } from './support/browser';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

describe('projects, issue lists and agent sessions in Chromium', function () {
  this.timeout(300_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened), SLOW.timeout);

  /** A new account with its own workspace; returns the workspace's id. */
  async function signUpWithWorkspace(name: string): Promise<string> {
    await page.goto('/signup');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(`${name.toLowerCase()}-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create workspace' }).waitFor();
    await page.getByLabel('Name').fill(`${name}’s team`);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name: `${name}’s team` }).waitFor();
    return page.url().split('/w/')[1]!.split('/')[0]!;
  }

  /** A request made with the page's own cookie session, as the dashboard makes them. */
  async function post(url: string, data: unknown): Promise<{ id: string; token?: string }> {
    const res = await page.request.post(`/api${url}`, {
      headers: { Origin: service.baseUrl },
      data,
    });
    expect(res.status(), await res.text()).to.equal(201);
    return (await res.json()).data;
  }

  /** Looks at the page at both widths: an accessibility check and a screenshot each. */
  async function review(name: string): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width: width.width, height: width.height });
      await expectAccessible(page, `${name} at ${width.name}`);
      await snap(page, `${name}-${width.name}`);
    }
    await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  }

  const nav = () => page.getByRole('navigation', { name: 'Workspace' });
  const filters = () => page.getByRole('search', { name: 'Issues' });
  /** Waits until the list shows exactly these references, in this order. */
  const expectRows = (expected: string[]) =>
    page.waitForFunction(
      (joined) =>
        Array.from(
          document.querySelectorAll('tbody td.reference'),
          (td) => td.textContent,
        ).join() === joined,
      expected.join(),
    );

  it('creates a project and issues, and filters, searches and sorts the list in its address', async () => {
    const workspaceId = await signUpWithWorkspace('Lena');
    await nav().getByRole('link', { name: 'Issues', exact: true }).click();
    await page.getByRole('link', { name: 'Create a project' }).waitFor();
    await review('issues-no-projects');

    await nav().getByRole('link', { name: 'Projects' }).click();
    await page.getByText('No projects yet').waitFor();
    await review('projects-empty');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Enter a project name').waitFor();
    await page.getByText('Enter a prefix').waitFor();
    await page.getByLabel('Name').fill('Website');
    expect(await page.getByLabel('Prefix').inputValue()).to.equal('WEB');
    await page.getByLabel('Prefix').fill('WEB-1');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Prefix must be 1–10 capital letters or digits').waitFor();
    expect(await page.getByLabel('Prefix').getAttribute('aria-invalid')).to.equal('true');
    await review('projects-validation');
    await page.getByLabel('Prefix').fill('WEB');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name: /Website/ }).waitFor();
    await page.getByRole('status').getByText('Project “Website” created').waitFor();
    const projectId = page.url().split('/projects/')[1]!;
    await page.getByText('created the project').waitFor();

    // From the button in the top bar: the dialog starts in the project being looked at.
    await page.getByRole('button', { name: 'Create issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create issue' });
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await dialog.getByText('Enter a title').waitFor();
    await review('create-issue-dialog');
    await dialog.getByLabel('Title').fill('Fix the login page');
    await dialog.getByLabel('Description').fill('The submit button does nothing on Safari.');
    await dialog.getByLabel('Status').selectOption({ label: 'To do' });
    await dialog.getByLabel('Priority').selectOption({ label: 'High' });
    await dialog.getByLabel('Assignee').selectOption({ label: 'Lena' });
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await page.getByRole('status').getByText('Created WEB-1: Fix the login page').waitFor();
    await page.waitForURL(/\/projects\/[a-z0-9]+\/issues\/[a-z0-9]+$/);
    const first = page.url().split('/issues/')[1]!;

    // With `c`, from the project's issue list.
    await page.goto(`/w/${workspaceId}/projects/${projectId}/issues`);
    await page.getByRole('cell', { name: 'WEB-1' }).waitFor();
    await page.keyboard.press('c');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal(
      'title',
    );
    await page.keyboard.type('Crash when saving a draft');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Created WEB-2').waitFor();

    for (const [title, status, priority] of [
      ['Search is slow', 'in_progress', 'urgent'],
      ['Add a dark theme', 'backlog', 'low'],
      ['Broken link in footer', 'in_progress', 'medium'],
    ]) {
      await post(`/workspaces/${workspaceId}/issues`, { projectId, title, status, priority });
    }
    await page.goto(`/w/${workspaceId}/projects/${projectId}/issues`);
    await expectRows(['WEB-5', 'WEB-4', 'WEB-3', 'WEB-2', 'WEB-1']);
    await review('issues-list');

    // Status and priority take several values: a button opens their checkboxes.
    const choose = async (filter: string, option: string, checked: boolean) => {
      await filters()
        .getByRole('button', { name: new RegExp(`^${filter}`) })
        .click();
      await filters().getByRole('checkbox', { name: option }).setChecked(checked);
      await page.keyboard.press('Escape');
    };
    await choose('Status', 'In progress', true);
    await page.waitForURL(/status=in_progress/);
    await expectRows(['WEB-5', 'WEB-3']);

    await choose('Status', 'In progress', false);
    await page.waitForURL((url) => !url.search.includes('status='));
    await filters().getByLabel('Search').fill('login');
    await page.waitForURL(/search=login/);
    await expectRows(['WEB-1']);

    await filters().getByLabel('Search').fill('');
    await page.waitForURL((url) => !url.search.includes('search='));
    await filters().getByLabel('Sort by').selectOption({ label: 'Title' });
    await filters().getByLabel('Order').selectOption({ label: 'Ascending' });
    await page.waitForURL(/sortBy=title&sortOrder=asc/);
    await expectRows(['WEB-4', 'WEB-5', 'WEB-2', 'WEB-1', 'WEB-3']);
    await choose('Priority', 'Urgent', true);
    await page.waitForURL(/priority=urgent/);
    expect(new URLSearchParams(new URL(page.url()).search).getAll('priority')).to.deep.equal([
      'urgent',
    ]);
    await expectRows(['WEB-3']);

    // The address is the view: a reload shows the same filters and rows.
    await page.reload();
    await expectRows(['WEB-3']);
    expect(
      await filters()
        .getByRole('button', { name: /^Priority/ })
        .innerText(),
    ).to.contain('Urgent');
    expect(await filters().getByLabel('Sort by').inputValue()).to.equal('title');
    expect(await filters().getByLabel('Order').inputValue()).to.equal('asc');
    await choose('Priority', 'Urgent', false);
    await expectRows(['WEB-4', 'WEB-5', 'WEB-2', 'WEB-1', 'WEB-3']);

    // j / k move through the rows, Enter opens, and the issue page can step through this list.
    const listUrl = page.url().replace(service.baseUrl, '');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
      'Broken link in footer',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/issues\/[a-z0-9]+$/);
    const context = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('work-tracking:issue-list'))) ?? '{}',
    );
    expect(context.from).to.equal(listUrl);
    expect(context.issues).to.have.length(5);
    expect(context.issues[3]).to.deep.equal({ projectId, id: first });
    expect(page.url()).to.contain(`/projects/${projectId}/issues/${context.issues[1].id}`);

    // `g i`, `/` and `?` from anywhere in the workspace.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await page.waitForURL(new RegExp(`/projects/${projectId}/issues$`));
    // The list renders after the address changes: `/` needs its search field on the page.
    await page.getByRole('searchbox', { name: 'Search' }).waitFor(SLOW);
    await page.keyboard.press('/');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('type') === 'search',
      undefined,
      SLOW,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help
      .getByText('On an issue page: next / previous issue of the list it came from')
      .waitFor();
    await review('keyboard-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // The workspace's list filters by project too, and opens the project's page.
    await post(`/workspaces/${workspaceId}/projects`, { name: 'Mobile app', prefix: 'APP' });
    await nav().getByRole('link', { name: 'Issues', exact: true }).click();
    await filters().getByLabel('Project').selectOption({ label: 'Website (WEB)' });
    await page.waitForURL(new RegExp(`projectId=${projectId}`));
    await review('workspace-issues');
    await nav().getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: 'Website', exact: true }).click();
    await page.getByRole('region', { name: 'By status' }).getByText('In progress').waitFor();
    await page.getByRole('link', { name: 'WEB-1 Fix the login page' }).waitFor();
    await review('project-page');
  });

  it('edits, archives, unarchives and deletes a project from the list', async () => {
    const workspaceId = await signUpWithWorkspace('Omar');
    const project = await post(`/workspaces/${workspaceId}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    await page.goto(`/w/${workspaceId}/projects`);
    const row = () => page.getByRole('row', { name: /Website|Marketing site/ }).first();

    await row().getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Save project' });
    await form.getByLabel('Name').fill('');
    await form.getByRole('button', { name: 'Save project' }).click();
    await form.getByText('Enter a project name').waitFor();
    await form.getByLabel('Name').fill('Marketing site');
    await form.getByLabel('Description').fill('Landing pages and the blog.');
    await review('projects-edit');
    await form.getByRole('button', { name: 'Save project' }).click();
    await page.getByRole('status').getByText('Project “Marketing site” saved').waitFor();
    await page.getByText('Landing pages and the blog.').waitFor();

    await row().getByRole('button', { name: 'Archive Marketing site', exact: true }).click();
    await page.getByRole('status').getByText('Project “Marketing site” archived').waitFor();
    await page.getByText('Every project is archived').waitFor();
    // The box follows the address, which the router updates in a transition: clicked, then
    // checked once the list has rendered from the new address (`check()` wants the state to
    // flip at once, and the address changes a render before the box does).
    const showArchived = page.getByLabel('Show archived projects');
    await showArchived.click();
    await page.waitForURL(/archived=true/);
    await showArchived.and(page.locator(':checked')).waitFor();
    await row().getByText('Archived', { exact: true }).waitFor();
    await review('projects-archived');
    const refused = await page.request.post(`/api/workspaces/${workspaceId}/issues`, {
      headers: { Origin: service.baseUrl },
      data: { projectId: project.id, title: 'Refused' },
    });
    expect(refused.status()).to.equal(409);

    await row().getByRole('button', { name: 'Unarchive Marketing site', exact: true }).click();
    await page.getByRole('status').getByText('Project “Marketing site” is active again').waitFor();
    await row().getByRole('button', { name: 'Archive Marketing site', exact: true }).waitFor();

    await row().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project “Marketing site”?' });
    await review('projects-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Project “Marketing site” deleted').waitFor();
    await page.getByText('No projects yet').waitFor();
    const left = await page.request.get(`/api/workspaces/${workspaceId}/projects`);
    expect((await left.json()).data.items).to.deep.equal([]);
  });

  it('lists agent sessions with their agent, issue, state and summary', async () => {
    const workspaceId = await signUpWithWorkspace('Iris');
    await nav().getByRole('link', { name: 'Agent sessions' }).click();
    await page.getByText('No agent has started a session yet').waitFor();
    await review('agent-sessions-empty');

    const project = await post(`/workspaces/${workspaceId}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    const issue = await post(`/workspaces/${workspaceId}/issues`, {
      projectId: project.id,
      title: 'Fix the login page',
    });
    const agent = await post(`/workspaces/${workspaceId}/agents`, { name: 'Triage bot' });
    const { token } = await post(`/workspaces/${workspaceId}/agents/${agent.id}/token`, {
      tier: 'SESSION',
    });
    // The agent speaks for itself with its token, outside the browser's cookie session.
    const sessions = `${service.baseUrl}/api/workspaces/${workspaceId}/agent-sessions`;
    const asAgent = (method: string, url: string, body: unknown) =>
      fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = await asAgent('POST', sessions, { issueId: issue.id });
    expect(started.status).to.equal(201);
    const session = (await started.json()).data;
    const ended = await asAgent('PATCH', `${sessions}/${session.id}`, {
      state: 'completed',
      summary: 'Reproduced on Safari 17; the form lacked a submit handler.',
    });
    expect(ended.status).to.equal(200);
    expect((await asAgent('POST', sessions, {})).status).to.equal(201);

    await page.reload();
    const done = page.getByRole('row', { name: /WEB-1/ });
    await done.getByRole('rowheader', { name: 'Triage bot' }).waitFor();
    await done.getByText('Completed').waitFor();
    await done.getByText('Reproduced on Safari 17').waitFor();
    await page
      .getByRole('row', { name: /Running/ })
      .getByText('No issue')
      .waitFor();
    await review('agent-sessions');

    await page.getByLabel('State').selectOption({ label: 'Running' });
    await page.waitForURL(/state=running/);
    await done.waitFor({ state: 'detached' });
    await page.getByLabel('State').selectOption({ label: 'Any state' });
    await page.getByRole('link', { name: /WEB-1/ }).click();
    await page.waitForURL(new RegExp(`/projects/${project.id}/issues/${issue.id}$`));
  });
});
