import path from 'node:path';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './support/accessibility';
import { openBrowser, SCREENSHOTS, snap, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for a busy machine; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

interface Seeded {
  id: string;
  number: number;
}

describe('board in Chromium', function () {
  this.timeout(300_000);
  let service: Service;
  let browser: Browser;
  let page: Page;
  let email: string;
  let workspaceId: string;
  let userId: string;
  let projects = 0;

  before(async () => {
    service = await sharedService();
    browser = await openBrowser(service.baseUrl);
    page = browser.page;
    email = `board-${Date.now()}@example.test`;
    await call('POST', '/auth/register', { email, password: PASSWORD, name: 'Bo Ard' });
    await logIn();
    userId = (await call('GET', '/auth/me')).id;
    workspaceId = (await call('POST', '/workspaces', { name: 'Board team' })).id;
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await page
        .screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
  });

  /** The API with the page's own cookie session (and Origin, as the browser sends it). */
  async function call(method: string, url: string, data?: unknown) {
    const res = await page.request.fetch(`/api${url}`, {
      method,
      headers: { Origin: service.baseUrl },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).to.equal(true);
    return res.status() === 204 ? undefined : (await res.json()).data;
  }

  async function logIn() {
    await call('POST', '/auth/login', { email, password: PASSWORD });
  }

  /** A project with a prefix of its own and issues in it, created in order. */
  async function givenProject(
    issues: { title: string; status?: string; priority?: string; assigneeId?: string }[],
  ) {
    projects += 1;
    const prefix = `B${projects}`;
    const project = await call('POST', `/workspaces/${workspaceId}/projects`, {
      name: `Board ${projects}`,
      prefix,
    });
    const created: Seeded[] = [];
    for (const issue of issues) {
      created.push(
        await call('POST', `/workspaces/${workspaceId}/issues`, {
          projectId: project.id,
          ...issue,
        }),
      );
    }
    return { id: project.id as string, prefix, issues: created };
  }

  const statusOf = async (projectId: string, issueId: string) =>
    (await call('GET', `/workspaces/${workspaceId}/projects/${projectId}/issues/${issueId}`))
      .status as string;

  const column = (name: string) => page.getByRole('region', { name });
  const card = (reference: string) =>
    page.getByRole('listitem', { name: new RegExp(`^${reference} `) });
  const announcement = (text: string) => page.getByRole('status').filter({ hasText: text });
  const patched = () =>
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/move'));
  const focusedIssue = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-issue-id') ?? null);

  async function openBoard(projectId: string, query = '') {
    await page.goto(`/w/${workspaceId}/projects/${projectId}/board${query}`);
    await page.getByRole('heading', { name: 'Board', level: 1 }).waitFor(SLOW);
  }

  async function expectFocusOn(issueId: string) {
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-issue-id') === id,
      issueId,
      SLOW,
    );
  }

  /** A real pointer drag: press on the card, move over the column in steps, release. */
  async function drag(from: Locator, to: Locator) {
    const start = (await from.boundingBox())!;
    const end = (await to.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + 8);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 5 });
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
    await page.mouse.up();
  }

  it('shows a column per status with counts, cards and a Load more past the first page', async () => {
    const project = await givenProject([
      { title: 'Urgent thing', status: 'todo', priority: 'urgent', assigneeId: userId },
      { title: 'Low thing', status: 'todo', priority: 'low' },
      { title: 'Under way', status: 'in_progress', priority: 'high' },
      ...Array.from({ length: 28 }, (_, n) => ({ title: `Someday ${n + 1}` })),
    ]);
    await openBoard(project.id);
    const names = await page.getByRole('region').locator('h2').allTextContents();
    expect(names).to.deep.equal([
      'Backlog',
      'To do',
      'In progress',
      'In review',
      'Done',
      'Cancelled',
    ]);

    const todo = column('To do');
    await todo.getByRole('listitem').first().getByText('Bo Ard').waitFor(SLOW);
    // Ordered by priority: urgent first; reference, title, priority and assignee as text.
    expect(await todo.getByRole('listitem').first().innerText()).to.match(
      /B\d-1\s+Urgent thing[\s\S]*Urgent[\s\S]*Bo Ard/,
    );
    expect(await todo.getByRole('listitem').nth(1).innerText()).to.match(
      /Low thing[\s\S]*Unassigned/,
    );

    // Each column is named with its count, which reads apart from the name, on screen too.
    await page.getByRole('region', { name: 'Backlog, 28 issues', exact: true }).waitFor(SLOW);
    await page.getByRole('region', { name: 'In progress, 1 issue', exact: true }).waitFor(SLOW);
    await page.getByRole('region', { name: 'In review, 0 issues', exact: true }).waitFor(SLOW);
    const head = column('Backlog').locator('header');
    expect(await head.textContent()).to.match(/^Backlog 28 issues/);
    const name = (await head.getByRole('heading', { name: 'Backlog' }).boundingBox())!;
    const count = (await head.locator('.board-count').boundingBox())!;
    expect(count.x - (name.x + name.width), 'space between name and count').to.be.at.least(4);

    const backlog = column('Backlog');
    await backlog.getByText('25 of 28').waitFor(SLOW);
    expect(await backlog.getByRole('listitem').count()).to.equal(25);
    await backlog.getByRole('button', { name: 'Load more in Backlog' }).click();
    await backlog.getByRole('listitem').nth(27).waitFor(SLOW);
    expect(await backlog.getByRole('button', { name: /Load more/ }).count()).to.equal(0);

    await expectAccessible(page, 'board');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width: width.width, height: width.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `board-${width.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('fits the four first statuses on a 1280-px screen, the next column showing past the edge', async () => {
    const project = await givenProject([{ title: 'In view', status: 'in_review' }]);
    await page.setViewportSize({ width: 1280, height: 860 });
    await openBoard(project.id);
    await card(`${project.prefix}-1`).waitFor(SLOW);
    // What of each column the board shows without scrolling sideways, in CSS pixels.
    const shown = await page.getByRole('region', { name: /^Backlog/ }).evaluate((backlog) => {
      const board = backlog.parentElement!.getBoundingClientRect();
      return Array.from(backlog.parentElement!.children, (column) => {
        const box = column.getBoundingClientRect();
        return {
          name: column.getAttribute('aria-label')!.split(',')[0],
          visible: Math.max(0, Math.min(box.right, board.right) - Math.max(box.left, board.left)),
          width: box.width,
        };
      });
    });
    const [fifth] = shown.slice(4);
    for (const column of shown.slice(0, 4))
      expect(column.visible, `${column.name} in full`).to.equal(column.width);
    // A part of Done shows at the right edge: the board says it goes on sideways.
    expect(fifth!.name).to.equal('Done');
    expect(fifth!.visible, 'Done peeking').to.be.within(40, fifth!.width / 2);
  });

  it('moves a card with the mouse, and the API has the new status', async () => {
    const project = await givenProject([{ title: 'Drag me', status: 'todo' }]);
    const [issue] = project.issues;
    await openBoard(project.id);
    const moving = card(`${project.prefix}-1`);
    await moving.waitFor(SLOW);

    const saved = patched();
    await drag(moving, column('In progress'));
    expect((await saved).status()).to.equal(200);
    expect(await statusOf(project.id, issue!.id)).to.equal('in_progress');
    await column('In progress')
      .getByRole('listitem', { name: /Drag me/ })
      .waitFor(SLOW);
    await announcement(`${project.prefix}-1 moved to In progress`).waitFor(SLOW);
    await expectFocusOn(issue!.id);
  });

  it('moves a card with the keyboard: Space, arrows, Enter; Escape cancels', async () => {
    const project = await givenProject([{ title: 'Keys only', status: 'todo' }]);
    const [issue] = project.issues;
    const ref = `${project.prefix}-1`;
    await openBoard(project.id);
    await card(ref).focus();

    await page.keyboard.press('Space');
    await announcement(`${ref} picked up from To do`).waitFor(SLOW);
    await page.keyboard.press('ArrowRight');
    await announcement(`${ref} over In progress.`).waitFor(SLOW);
    await page.keyboard.press('Escape');
    await announcement(`Move cancelled. ${ref} stays in To do.`).waitFor(SLOW);
    expect(await focusedIssue()).to.equal(issue!.id);

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await announcement(`${ref} over In review.`).waitFor(SLOW);
    const saved = patched();
    await page.keyboard.press('Enter');
    expect((await saved).status()).to.equal(200);
    await announcement(`${ref} moved to In review`).waitFor(SLOW);
    expect(await statusOf(project.id, issue!.id)).to.equal('in_review');
    await column('In review')
      .getByRole('listitem', { name: /Keys only/ })
      .waitFor(SLOW);
    await expectFocusOn(issue!.id);
  });

  it('moves a card with its Move to… menu', async () => {
    const project = await givenProject([{ title: 'Menu mover', status: 'backlog' }]);
    const [issue] = project.issues;
    const ref = `${project.prefix}-1`;
    await openBoard(project.id);
    await page.getByRole('button', { name: `Move ${ref} to…` }).click();
    const menu = page.getByRole('menu', { name: `Move ${ref} to` });
    expect(await menu.getByRole('menuitem').allTextContents()).to.deep.equal([
      'To do',
      'In progress',
      'In review',
      'Done',
      'Cancelled',
    ]);
    await snap(page, 'board-move-menu');
    await expectAccessible(page, 'board with the Move to… menu open');
    const saved = patched();
    await menu.getByRole('menuitem', { name: 'Done' }).click();
    expect((await saved).status()).to.equal(200);
    await announcement(`${ref} moved to Done`).waitFor(SLOW);
    expect(await statusOf(project.id, issue!.id)).to.equal('done');
    await column('Done')
      .getByRole('listitem', { name: /Menu mover/ })
      .waitFor(SLOW);
    await expectFocusOn(issue!.id);

    // The same menu from the keyboard: Enter opens it on its first item.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(
      `Move ${ref} to…`,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Backlog', null, SLOW);
    // Radix moves the focus on an arrow key in a timer: Enter before it lands picks Backlog.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'To do', null, SLOW);
    const again = patched();
    await page.keyboard.press('Enter');
    expect((await again).status()).to.equal(200);
    await announcement(`${ref} moved to To do`).waitFor(SLOW);
    expect(await statusOf(project.id, issue!.id)).to.equal('todo');
    await expectFocusOn(issue!.id);
  });

  it('keeps the filters in the address and opens a card with the board as its list', async () => {
    const project = await givenProject([
      { title: 'First urgent', status: 'todo', priority: 'urgent' },
      { title: 'Not urgent', status: 'todo', priority: 'low' },
      { title: 'Second urgent', status: 'done', priority: 'urgent' },
    ]);
    await openBoard(project.id);
    await page.getByLabel('Priority', { exact: true }).selectOption('urgent');
    await page.waitForURL(/priority=urgent/, SLOW);
    await page
      .getByRole('listitem', { name: /Not urgent/ })
      .waitFor({ state: 'detached', ...SLOW });
    await page.reload();
    await page.getByRole('listitem', { name: /Second urgent/ }).waitFor(SLOW);
    expect(await page.getByRole('listitem', { name: /Not urgent/ }).count()).to.equal(0);

    const boardUrl = new URL(page.url());
    await page
      .getByRole('listitem', { name: /First urgent/ })
      .locator('.board-assignee')
      .click();
    await page.waitForURL(new RegExp(`/issues/${project.issues[0]!.id}$`), SLOW);
    const list = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('work-tracking:issue-list')))!,
    );
    expect(list.from).to.equal(`${boardUrl.pathname}${boardUrl.search}`);
    expect(list.issues).to.deep.equal(
      [project.issues[0]!, project.issues[2]!].map((i) => ({ projectId: project.id, id: i.id })),
    );
  });

  it('puts a refused move back and says why (the session was revoked)', async () => {
    const project = await givenProject([{ title: 'Stays put', status: 'todo' }]);
    const [issue] = project.issues;
    const ref = `${project.prefix}-1`;
    await openBoard(project.id);
    await card(ref).waitFor(SLOW);
    // Logged out elsewhere: the session the page holds no longer exists.
    await call('POST', '/auth/logout');

    const refused = patched();
    await page.getByRole('button', { name: `Move ${ref} to…` }).click();
    await page.getByRole('menuitem', { name: 'In progress' }).click();
    expect((await refused).status()).to.equal(401);
    const message = announcement(`${ref} could not be moved to In progress`);
    await message.waitFor(SLOW);
    expect(await message.innerText()).to.match(
      /: Authentication required\. It is back in To do\.$/,
    );
    await column('To do')
      .getByRole('listitem', { name: /Stays put/ })
      .waitFor(SLOW);
    expect(await column('In progress').getByRole('listitem').count()).to.equal(0);
    await expectFocusOn(issue!.id);
    await snap(page, 'board-refused-move');

    await logIn();
    expect(await statusOf(project.id, issue!.id)).to.equal('todo');
  });
});
