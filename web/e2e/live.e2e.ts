import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openBrowser, SCREENSHOTS, snap, type Browser } from './support/browser';
import { joinByInvitation } from './support/accounts';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };
const TABS = 7;

describe('live updates in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let browser: Browser;
  const pages: Page[] = [];

  before(async () => {
    service = await sharedService();
    browser = await openBrowser(service.baseUrl);
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await pages[1]
        ?.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
  });

  /** Registers someone; the browser's own session when `signIn` (cookies land in its jar). */
  async function register(name: string, signIn: boolean): Promise<string> {
    const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
    const body = JSON.stringify({ email, password: PASSWORD, name });
    const headers = { 'Content-Type': 'application/json', Origin: service.baseUrl };
    const res = signIn
      ? await browser.page.request.post('/api/auth/register', { headers, data: body })
      : await fetch(`${service.baseUrl}/api/auth/register`, { method: 'POST', headers, body });
    const status = 'status' in res && typeof res.status === 'function' ? res.status() : res.status;
    expect(status).to.equal(201);
    return email;
  }

  it('gives seven tabs of one workspace every change over one stream, and hands it over', async () => {
    await register('Owner', true);
    const request = browser.page.request;
    const origin = { Origin: service.baseUrl };
    const created = await request.post('/api/workspaces', {
      headers: origin,
      data: { name: 'Live' },
    });
    const workspaceId = (await created.json()).data.id as string;
    const newcomer = await register('Newcomer', false);

    const streams: string[] = [];
    browser.context.on('request', (r) => {
      if (r.url().includes('/events/stream')) streams.push(r.url());
    });
    for (let i = 0; i < TABS; i += 1) {
      const page = i === 0 ? browser.page : await browser.context.newPage();
      pages.push(page);
      await page.goto(`/w/${workspaceId}/members`);
      await page.getByRole('heading', { name: 'Members' }).waitFor(SLOW);
      await page.getByRole('cell', { name: 'Owner' }).first().waitFor(SLOW);
    }

    await joinByInvitation(browser.page, service.baseUrl, workspaceId, newcomer);
    for (const page of pages) await page.getByRole('cell', { name: newcomer }).waitFor(SLOW);
    await snap(pages[TABS - 1]!, 'live-seventh-tab');
    expect(streams, 'streams the browser opened').to.have.length(1);

    // The leader (the first tab, which took the lock first) goes: another tab takes over.
    await pages.shift()!.close();
    const members = await request.get(`/api/workspaces/${workspaceId}/members`);
    const { userId } = (await members.json()).data.items.find(
      (member: { email: string }) => member.email === newcomer,
    );
    const removed = await request.delete(`/api/workspaces/${workspaceId}/members/${userId}`, {
      headers: origin,
    });
    expect(removed.status(), await removed.text()).to.equal(204);
    for (const page of pages) {
      await page.getByRole('cell', { name: newcomer }).waitFor({ ...SLOW, state: 'detached' });
    }
    expect(streams, 'streams after the handover').to.have.length(2);
    for (const page of pages) {
      expect(await page.getByRole('status').filter({ hasText: 'Live updates' }).count()).to.equal(
        0,
      );
    }
  });
});
