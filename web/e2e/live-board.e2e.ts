import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openBrowser, snap, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';
import { joinByInvitation } from './support/accounts';

const PASSWORD = 'correct horse battery';
const SLOW = { timeout: 60_000 };

/**
 * Two people on one board, each in a browser of their own: a card one of them moves moves
 * on the other's board too, over the live stream, without a reload.
 */
describe('live board in two browsers', function () {
  this.timeout(300_000);
  let service: Service;
  const browsers: Browser[] = [];

  before(async () => {
    service = await sharedService();
  });
  after(async () => {
    await Promise.all(browsers.map((b) => b.close()));
  });

  async function signedIn(name: string): Promise<{ page: Page; email: string }> {
    const browser = await openBrowser(service.baseUrl);
    browsers.push(browser);
    const { page } = browser;
    const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
    const headers = { Origin: service.baseUrl };
    const register = await page.request.post('/api/auth/register', {
      headers,
      data: { email, password: PASSWORD, name },
    });
    expect(register.status(), await register.text()).to.equal(201);
    const login = await page.request.post('/api/auth/login', {
      headers,
      data: { email, password: PASSWORD },
    });
    expect(login.ok(), await login.text()).to.equal(true);
    return { page, email };
  }

  async function call(page: Page, method: string, url: string, data?: unknown) {
    const res = await page.request.fetch(`/api${url}`, {
      method,
      headers: { Origin: service.baseUrl },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).to.equal(true);
    return (await res.json()).data;
  }

  it('moves a card on the other person’s board without a reload', async () => {
    const ada = await signedIn('Ada');
    const bo = await signedIn('Bo');
    const workspace = await call(ada.page, 'POST', '/workspaces', { name: 'Live board' });
    await joinByInvitation(ada.page, service.baseUrl, workspace.id, bo.email);
    const project = await call(ada.page, 'POST', `/workspaces/${workspace.id}/projects`, {
      name: 'Live',
      prefix: 'LIVE',
    });
    await call(ada.page, 'POST', `/workspaces/${workspace.id}/issues`, {
      projectId: project.id,
      title: 'Watch me move',
      status: 'todo',
    });

    const board = `/w/${workspace.id}/projects/${project.id}/board`;
    for (const { page } of [ada, bo]) {
      await page.goto(board);
      await page.getByRole('heading', { name: 'Board', level: 1 }).waitFor(SLOW);
      await page
        .getByRole('region', { name: 'To do' })
        .getByRole('listitem', { name: /^LIVE-1 / })
        .waitFor(SLOW);
    }
    // Bo's page must not reload: a marker set on its window would not survive one.
    await bo.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await ada.page.getByRole('button', { name: 'Move LIVE-1 to…' }).click();
    await ada.page
      .getByRole('menu', { name: 'Move LIVE-1 to' })
      .getByRole('menuitem', { name: 'In progress' })
      .click();
    const moved = Date.now();
    await bo.page
      .getByRole('region', { name: 'In progress' })
      .getByRole('listitem', { name: /^LIVE-1 / })
      .waitFor(SLOW);
    console.log(`      the move reached the other board after ${Date.now() - moved} ms`);
    expect(
      await bo.page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).to.equal(1);
    await snap(bo.page, 'live-board-other-person');
  });
});
