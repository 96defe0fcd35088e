import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './support/accessibility';
import { snap } from './support/browser';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

interface Seeded {
  workspaceId: string;
  projectId: string;
  issues: { id: string; number: number }[];
}

describe('issue page in Chromium', function () {
  this.timeout(240_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened));

  /** A call to the API with the page's own cookie session, as the dashboard makes it. */
  async function call(method: 'get' | 'post' | 'patch' | 'delete', url: string, data?: object) {
    const res = await page.request[method](`/api${url}`, {
      headers: { Origin: service.baseUrl },
      ...(data ? { data } : {}),
    });
    const text = await res.text();
    return { status: res.status(), body: text ? JSON.parse(text) : undefined };
  }
  async function ok(method: 'get' | 'post' | 'patch', url: string, data?: object) {
    const res = await call(method, url, data);
    expect(res.status, JSON.stringify(res.body)).to.be.within(200, 201);
    return res.body.data;
  }

  /** Ada, her workspace, project WEB and issues WEB-1..3 (WEB-1 with Markdown and HTML). */
  async function seed(): Promise<Seeded> {
    const email = `ada-${Date.now()}@example.test`;
    await page.goto('/login');
    await ok('post', '/auth/register', { email, password: PASSWORD, name: 'Ada' });
    await ok('post', '/auth/login', { email, password: PASSWORD });
    const workspace = await ok('post', '/workspaces', { name: 'Acme' });
    const project = await ok('post', `/workspaces/${workspace.id}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    await ok('post', `/workspaces/${workspace.id}/projects/${project.id}/sprints`, {
      name: 'Sprint 1',
      startsOn: '2026-11-23',
      endsOn: '2026-12-04',
    });
    const issues = [];
    for (const [title, description] of [
      [
        'Fix the login page',
        'The **submit** button does nothing.\n\n<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>',
      ],
      ['Write the release notes', null],
      ['Tidy the footer', null],
    ] as const) {
      issues.push(
        await ok('post', `/workspaces/${workspace.id}/issues`, {
          projectId: project.id,
          title,
          ...(description ? { description } : {}),
        }),
      );
    }
    return { workspaceId: workspace.id, projectId: project.id, issues };
  }

  const issuePath = (s: Seeded, index: number) =>
    `/w/${s.workspaceId}/projects/${s.projectId}/issues/${s.issues[index]!.id}`;
  const apiIssue = (s: Seeded, index: number) =>
    `/workspaces/${s.workspaceId}/projects/${s.projectId}/issues/${s.issues[index]!.id}`;
  const toast = (text: string) => page.getByRole('status').getByText(text).first().waitFor(SLOW);
  const details = () => page.getByRole('complementary', { name: 'Issue details' });

  it('edits an issue, comments, watches, links a pull request, adds a sub-issue and shows the activity', async () => {
    const s = await seed();
    await page.goto(issuePath(s, 0));
    await page.getByRole('heading', { name: 'WEB-1 Fix the login page' }).waitFor(SLOW);

    // The description is Markdown; the HTML in it never became elements.
    const description = page.getByRole('region', { name: 'Description' });
    await description.getByText('submit', { exact: true }).waitFor();
    expect(await description.locator('strong').textContent()).to.equal('submit');
    expect(await description.locator('img, script').count()).to.equal(0);
    expect(await page.title()).not.to.equal('pwned');

    // Title: the API's refusal next to the field, then a saved title.
    await page.getByRole('button', { name: 'Edit title' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(' ');
    await page.getByRole('button', { name: 'Save title' }).click();
    await page.locator('input[aria-invalid="true"]').waitFor(SLOW);
    expect(await title.getAttribute('aria-invalid')).to.equal('true');
    await title.fill('Fix the login page on Safari');
    await page.getByRole('button', { name: 'Save title' }).click();
    await page.getByRole('heading', { name: 'WEB-1 Fix the login page on Safari' }).waitFor(SLOW);
    await toast('Title saved');

    await page.getByRole('button', { name: 'Edit description' }).click();
    await page
      .getByRole('combobox', { name: 'Description' })
      .fill('Fails on **Safari 17** only.\n\n- [ ] reproduce');
    await page.getByRole('button', { name: 'Save description' }).click();
    await description.locator('strong', { hasText: 'Safari 17' }).waitFor(SLOW);

    // Fields save as soon as they are chosen.
    await details().getByLabel('Status').selectOption({ label: 'In progress' });
    await toast('WEB-1: Status set to In progress');
    await details().getByLabel('Priority').selectOption({ label: 'High' });
    await toast('WEB-1: Priority set to High');
    await details().getByLabel('Assignee').selectOption({ label: 'Ada' });
    await toast('WEB-1: Assignee set to Ada');
    await details().getByLabel('Sprint').selectOption({ label: 'Sprint 1' });
    await toast('WEB-1: Sprint set to Sprint 1');
    // A parent is found with the API's search (the list holds only 100 issues).
    await details().getByLabel('Find a parent').fill('footer');
    await details().getByText('1 matching issue in Parent issue.').waitFor(SLOW);
    await details().getByLabel('Parent issue').selectOption({ label: 'WEB-3 Tidy the footer' });
    await toast('WEB-1: Parent issue set to WEB-3 Tidy the footer');
    const saved = await ok('get', apiIssue(s, 0));
    expect(saved).to.include({
      title: 'Fix the login page on Safari',
      description: 'Fails on **Safari 17** only.\n\n- [ ] reproduce',
      status: 'in_progress',
      priority: 'high',
      parentId: s.issues[2]!.id,
    });
    expect(saved.assigneeId).to.be.a('string');
    expect(saved.sprintId).to.be.a('string');

    // Comments: add, edit, delete — Markdown rendered.
    await page.getByLabel('Add a comment').fill('Reproduced on **iOS** too.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = page.getByRole('article', { name: 'Comment by Ada' });
    await comment.locator('strong', { hasText: 'iOS' }).waitFor(SLOW);
    await toast('Comment added');
    await comment.getByRole('button', { name: 'Edit' }).click();
    await comment.getByLabel('Edit comment').fill('Reproduced on iOS and macOS.');
    await comment.getByRole('button', { name: 'Save comment' }).click();
    await comment.getByText('Reproduced on iOS and macOS.').waitFor(SLOW);
    await comment.getByText('edited').waitFor(SLOW);
    const comments = await ok('get', `${apiIssue(s, 0)}/comments`);
    expect(comments.items.map((c: { body: string }) => c.body)).to.deep.equal([
      'Reproduced on iOS and macOS.',
    ]);

    // Watch: commenting made Ada a watcher (the notify job subscribes commenters); she
    // stops watching, then watches again.
    const watching = async () => (await ok('get', `${apiIssue(s, 0)}/watch`)).watching;
    for (let tries = 0; !(await watching()) && tries < 100; tries++) await page.waitForTimeout(100);
    await page.reload();
    await details().getByRole('button', { name: 'Unwatch' }).click();
    await toast('You stopped watching WEB-1');
    await details().getByRole('button', { name: 'Watch', exact: true }).click();
    await details().getByRole('button', { name: 'Unwatch' }).waitFor(SLOW);
    await toast('You are watching WEB-1');
    expect((await ok('get', `${apiIssue(s, 0)}/watch`)).watching).to.equal(true);

    // Pull requests: a refused URL is explained under the field; then linked and merged.
    const prUrl = page.getByLabel('Pull request URL');
    await prUrl.fill('https://example.com/acme/web/pull/42');
    await page.getByRole('button', { name: 'Link pull request' }).click();
    await page.locator('input[type="url"][aria-invalid="true"]').waitFor(SLOW);
    await prUrl.fill('https://github.com/acme/web/pull/42');
    await page.getByRole('button', { name: 'Link pull request' }).click();
    await page.getByRole('link', { name: 'acme/web#42' }).waitFor(SLOW);
    await toast('Pull request acme/web#42 linked');
    await page.getByLabel('Status of acme/web#42').selectOption({ label: 'Merged' });
    await toast('acme/web#42 marked Merged');
    const links = await ok('get', `${apiIssue(s, 0)}/pull-requests`);
    expect(links.items.map((l: { status: string }) => l.status)).to.deep.equal(['merged']);

    // A sub-issue.
    await page.getByLabel('Sub-issue title').fill('Test on Safari 17');
    await page.getByRole('button', { name: 'Add sub-issue' }).click();
    await page.getByRole('link', { name: 'WEB-4 Test on Safari 17' }).waitFor(SLOW);
    await toast('WEB-4 added as a sub-issue');
    const children = await ok(
      'get',
      `/workspaces/${s.workspaceId}/issues?parentId=${s.issues[0]!.id}`,
    );
    expect(children.items.map((i: { title: string }) => i.title)).to.deep.equal([
      'Test on Safari 17',
    ]);

    // The activity stream says who changed what, from what to what.
    const activity = page.getByRole('region', { name: 'Activity' });
    for (const line of [
      'Ada changed status from Backlog to In progress',
      'Ada changed priority from No priority to High',
      'Ada changed assignee from nobody to Ada',
      'Ada changed sprint from no sprint to Sprint 1',
      'Ada changed title from “Fix the login page” to “Fix the login page on Safari”',
      'Ada edited the description',
      'Ada started watching',
      'Ada linked a pull request',
      'Ada marked a pull request Merged (was Open)',
      'Ada commented',
      'Ada edited a comment',
    ]) {
      await activity.getByText(line).first().waitFor(SLOW);
    }

    await expectAccessible(page, 'issue page');
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await snap(page, `issue-page-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 860 });

    // Deleting the comment, after confirming.
    await comment.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await comment.waitFor({ state: 'detached', ...SLOW });
    await toast('Comment deleted');
    expect((await ok('get', `${apiIssue(s, 0)}/comments`)).items).to.deep.equal([]);
    await activity.getByText('Ada deleted a comment').waitFor(SLOW);

    await page.getByRole('button', { name: 'Remove acme/web#42' }).click();
    await page.getByRole('link', { name: 'acme/web#42' }).waitFor({ state: 'detached', ...SLOW });
    await toast('acme/web#42 unlinked');
    expect((await ok('get', `${apiIssue(s, 0)}/pull-requests`)).items).to.deep.equal([]);

    await details().getByRole('button', { name: 'Unwatch' }).click();
    await details().getByRole('button', { name: 'Watch', exact: true }).waitFor(SLOW);
    expect((await ok('get', `${apiIssue(s, 0)}/watch`)).watching).to.equal(false);
  });

  it('steps through the list it was opened from with j and k, then deletes an issue and goes back', async () => {
    const s = await seed();
    const from = `/w/${s.workspaceId}/projects/${s.projectId}/issues?sortBy=number&sortOrder=desc`;
    // What the issues list leaves behind when an issue is opened from it, in its order.
    await page.evaluate(
      (list) => sessionStorage.setItem('work-tracking:issue-list', JSON.stringify(list)),
      {
        from,
        issues: [...s.issues].reverse().map((i) => ({ projectId: s.projectId, id: i.id })),
      },
    );
    await page.goto(issuePath(s, 2));
    await page.getByRole('heading', { name: 'WEB-3 Tidy the footer' }).waitFor(SLOW);
    const nav = page.getByRole('navigation', { name: 'Issue list' });
    await nav.getByText('1 of 3').waitFor();
    expect(await nav.getByRole('link', { name: '← Back to list' }).getAttribute('href')).to.equal(
      from,
    );

    await page.keyboard.press('j');
    await page.getByRole('heading', { name: 'WEB-2 Write the release notes' }).waitFor(SLOW);
    await nav.getByText('2 of 3').waitFor();
    expect(page.url()).to.match(new RegExp(`${s.issues[1]!.id}$`));
    await page.keyboard.press('j');
    await page.getByRole('heading', { name: 'WEB-1 Fix the login page' }).waitFor(SLOW);
    await page.keyboard.press('j'); // the end of the list: stays
    await page.keyboard.press('k');
    await page.getByRole('heading', { name: 'WEB-2 Write the release notes' }).waitFor(SLOW);

    // While typing, j and k are text.
    const box = page.getByLabel('Add a comment');
    await box.click();
    await page.keyboard.type('jk');
    expect(await box.inputValue()).to.equal('jk');
    await page.getByRole('heading', { name: 'WEB-2 Write the release notes' }).waitFor();
    await snap(page, 'issue-page-from-list');

    await details().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete WEB-2?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await call('get', apiIssue(s, 1))).status).to.equal(200);
    await details().getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname + url.search === from, SLOW);
    await toast('WEB-2 deleted');
    expect((await call('get', apiIssue(s, 1))).status).to.equal(404);
  });

  it('says so when the issue does not exist', async () => {
    const s = await seed();
    await page.goto(`/w/${s.workspaceId}/projects/${s.projectId}/issues/zz0000000000notfound`);
    await page.getByRole('heading', { name: 'Issue not found' }).waitFor(SLOW);
    await expectAccessible(page, 'missing issue');
  });
});
