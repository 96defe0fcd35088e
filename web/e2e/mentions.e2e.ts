import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { call, joinByInvitation, snapBothWidths } from './support/accounts';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

interface Person {
  page: Page;
  email: string;
  id: string;
  handle: string;
}

/**
 * Ada mentions Bob in a comment, picking him from the `@` suggestions with the keyboard; Bob,
 * with his inbox already open in a browser of his own, sees the badge and the entry arrive
 * without reloading, and the comment shows him as a chip.
 */
describe('@mentions in two browsers', function () {
  this.timeout(300_000);
  let service: Service;
  const browsers: Browser[] = [];

  before(async () => {
    service = await sharedService();
  });
  after(async () => {
    await Promise.all(browsers.map((b) => b.close()));
  });
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    await Promise.all(
      browsers.map((b, i) =>
        b.page
          .screenshot({ path: path.join(SCREENSHOTS, `failed-mentions-${i}.png`), fullPage: true })
          .catch(() => {}),
      ),
    );
  });

  async function signedIn(name: string): Promise<Person> {
    const browser = await openBrowser(service.baseUrl);
    browsers.push(browser);
    const { page } = browser;
    const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
    await call(page, service.baseUrl, 'POST', '/auth/register', {
      email,
      password: PASSWORD,
      name,
    });
    const me = await call<{ id: string; handle: string }>(page, service.baseUrl, 'GET', '/auth/me');
    return { page, email, id: me.id, handle: me.handle };
  }

  it('suggests Bob as Ada types @bo; Bob’s badge and inbox update in place; the comment shows a chip', async () => {
    const ada = await signedIn('Ada');
    const bob = await signedIn('Bob');
    const boris = await signedIn('Boris');
    const api = <T>(method: 'GET' | 'POST', url: string, data?: unknown) =>
      call<T>(ada.page, service.baseUrl, method, url, data);
    const workspace = await api<{ id: string }>('POST', '/workspaces', { name: 'Mentions' });
    for (const person of [bob, boris])
      await joinByInvitation(ada.page, service.baseUrl, workspace.id, person.email);
    const project = await api<{ id: string }>('POST', `/workspaces/${workspace.id}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    const issue = await api<{ id: string }>('POST', `/workspaces/${workspace.id}/issues`, {
      projectId: project.id,
      title: 'Checkout button misaligned',
    });

    // Bob's inbox is open and empty; the page must not be reloaded from here on.
    await bob.page.goto(`/w/${workspace.id}/inbox`);
    await bob.page.getByText('You are all caught up.').waitFor(SLOW);
    await bob.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const inboxLink = bob.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', {
      name: /^Inbox/,
    });
    expect(await inboxLink.textContent()).to.equal('Inbox');

    await ada.page.goto(`/w/${workspace.id}/projects/${project.id}/issues/${issue.id}`);
    await ada.page.getByRole('heading', { name: /WEB-1/, level: 1 }).waitFor(SLOW);
    const box = ada.page.getByRole('combobox', { name: 'Add a comment' });
    await box.click();
    await box.pressSequentially('Could you look, @bo');
    const list = ada.page.getByRole('listbox', { name: 'People to mention' });
    await list.waitFor(SLOW);
    const options = list.getByRole('option');
    expect(await options.allTextContents()).to.deep.equal([
      `@${bob.handle} Bob`,
      `@${boris.handle} Boris`,
    ]);
    // The list opens at the `@` being typed (under its line, or above it where the window
    // ends), not under the text area.
    const typed = await box.evaluate((textarea) => {
      const style = getComputedStyle(textarea);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const rect = textarea.getBoundingClientRect();
      const lineTop = rect.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
      return {
        at:
          rect.left +
          parseFloat(style.borderLeftWidth) +
          parseFloat(style.paddingLeft) +
          context.measureText('Could you look, ').width,
        lineTop,
        lineBottom: lineTop + parseFloat(style.lineHeight),
        bottom: rect.bottom,
      };
    });
    const shown = (await list.boundingBox())!;
    expect(shown.x - typed.at, 'from the @ across').to.be.within(-3, 3);
    const below = shown.y - typed.lineBottom;
    const above = typed.lineTop - (shown.y + shown.height);
    expect((below >= 0 && below <= 6) || (above >= 0 && above <= 6), 'next to the line').to.equal(
      true,
    );
    expect(shown.y, 'within the text area').to.be.below(typed.bottom);
    expect(await box.getAttribute('aria-expanded')).to.equal('true');
    expect(await box.getAttribute('aria-autocomplete')).to.equal('list');
    expect(await box.getAttribute('aria-controls')).to.equal(await list.getAttribute('id'));
    await ada.page
      .getByRole('status')
      .filter({ hasText: '2 members to mention' })
      .waitFor({ ...SLOW, state: 'attached' });
    const active = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return ada.page.locator(`[id="${id}"]`).textContent();
    };
    expect(await active()).to.equal(`@${bob.handle} Bob`);
    await box.press('ArrowDown');
    expect(await active()).to.equal(`@${boris.handle} Boris`);
    expect(await options.nth(1).getAttribute('aria-selected')).to.equal('true');
    await expectAccessible(ada.page, 'the comment box with its suggestions open');
    await snapBothWidths(ada.page, 'mentions-suggestions');
    // On a phone the list moves left rather than past the window's edge.
    const narrow = (await list.boundingBox())!;
    const width = ada.page.viewportSize()!.width;
    expect(narrow.x, 'left edge').to.be.at.least(0);
    expect(narrow.x + narrow.width, 'right edge').to.be.at.most(width);
    await box.press('ArrowUp');
    expect(await active()).to.equal(`@${bob.handle} Bob`);
    await box.press('Enter');
    await list.waitFor({ ...SLOW, state: 'hidden' });
    expect(await box.inputValue()).to.equal(`Could you look, @${bob.handle} `);
    expect(await box.getAttribute('aria-expanded')).to.equal('false');
    // Escape closes a list without leaving the editor.
    await box.pressSequentially('and @bor');
    await list.waitFor(SLOW);
    await box.press('Escape');
    await list.waitFor({ ...SLOW, state: 'hidden' });
    for (const _ of '@bor') await box.press('Backspace');
    await box.pressSequentially('please?');
    expect(await box.inputValue()).to.equal(`Could you look, @${bob.handle} and please?`);
    await ada.page.getByRole('button', { name: 'Comment', exact: true }).click();

    const comment = ada.page.getByRole('article', { name: 'Comment by Ada' });
    const chip = comment.getByRole('link', { name: `@${bob.handle}` });
    await chip.waitFor(SLOW);
    expect(await chip.getAttribute('href')).to.equal(
      `/w/${workspace.id}/issues?assigneeId=${bob.id}`,
    );
    expect(await chip.getAttribute('title')).to.equal('Bob');
    await snapBothWidths(ada.page, 'mentions-chip');

    // Bob: the badge and the entry arrive over the live stream, the page never reloaded.
    await bob.page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: /^Inbox\s*1 unread$/ })
      .waitFor(SLOW);
    const entry = bob.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link', { name: /Checkout button misaligned/ });
    await entry.waitFor(SLOW);
    expect(await entry.textContent()).to.match(
      /^Unread: WEB-1 Checkout button misaligned Mentioned/,
    );
    expect(
      await bob.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).to.equal(true);
    await expectAccessible(bob.page, 'the inbox with an entry');
    await snapBothWidths(bob.page, 'mentions-inbox');

    await bob.page.getByRole('link', { name: 'Email settings' }).click();
    await bob.page.getByRole('heading', { name: 'Notification emails' }).waitFor(SLOW);
    await bob.page.getByRole('checkbox', { name: 'When someone mentions me' }).waitFor(SLOW);
    await expectAccessible(bob.page, 'the notification settings');
    await snapBothWidths(bob.page, 'mentions-notification-settings');

    // The link of Bob's emails (signed with the key the service runs with; see service.ts).
    const key = (process.env.SECRETS_KEY ?? Buffer.alloc(32, 7).toString('base64')).split(',')[0]!;
    const signature = createHmac('sha256', Buffer.from(key, 'base64'))
      .update(`notification-email-unsubscribe:${bob.id}`)
      .digest('base64url');
    await bob.page.goto(`/unsubscribe?token=${bob.id}.${signature}`);
    await bob.page.getByRole('heading', { name: 'Stop notification emails' }).waitFor(SLOW);
    await expectAccessible(bob.page, 'the unsubscribe page');
    await snapBothWidths(bob.page, 'mentions-unsubscribe');
    await bob.page.getByRole('button', { name: 'Stop all notification emails' }).click();
    if (process.env.DATABASE_URL) {
      // With an external database the service's key is the one above.
      await bob.page.getByRole('status').filter({ hasText: 'Done' }).waitFor(SLOW);
      await expectAccessible(bob.page, 'the unsubscribe page once done');
      await snapBothWidths(bob.page, 'mentions-unsubscribed');
    }
  });
});
