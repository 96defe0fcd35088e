import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { linkIn } from '../../test/support/smtp';
import { expectAccessible } from './support/accessibility';
import { call, registerSomeone, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

/** A login outside the browser (another device): its cookies, to call the API as it. */
async function otherDevice(baseUrl: string, email: string, password = PASSWORD) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      Origin: baseUrl,
      'Content-Type': 'application/json',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.text()).to.equal(200);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  /** The status of `/auth/me` for this device: 200 while its session lives. */
  const me = () =>
    fetch(`${baseUrl}/api/auth/me`, { headers: { Cookie: cookie } }).then((r) => r.status);
  return { me };
}

describe('accounts and invitations in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  const browsers: Browser[] = [];
  let page: Page;

  before(async () => {
    service = await sharedService();
  });
  beforeEach(async () => {
    page = (await open()).page;
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await Promise.all(
        browsers.map((browser, i) =>
          browser.page
            .screenshot({ path: path.join(SCREENSHOTS, `${name}-${i}.png`), fullPage: true })
            .catch(() => {}),
        ),
      );
    }
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });

  /** Another browser, its own cookies: another person, or the same on another device. */
  async function open(): Promise<Browser> {
    const browser = await openBrowser(service.baseUrl);
    browsers.push(browser);
    return browser;
  }

  const api = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: string, data?: unknown) =>
    call<T>(page, service.baseUrl, method, p, data);
  const status = (p: Page, text: string | RegExp) =>
    p.getByRole('status').getByText(text).waitFor(SLOW);
  /** The owner's invitation of `email` to the workspace: the accept link's path and query. */
  async function invite(workspaceId: string, email: string): Promise<string> {
    const invitation = await api<{ url: string }>(
      'POST',
      `/workspaces/${workspaceId}/invitations`,
      { email, role: 'member' },
    );
    const url = new URL(invitation.url);
    return url.pathname + url.search;
  }
  const memberEmails = (workspaceId: string) =>
    api<{ items: { email: string }[] }>('GET', `/workspaces/${workspaceId}/members`).then((r) =>
      r.items.map((m) => m.email),
    );

  it('resets a forgotten password from the mailed link, once, and signs in with it', async () => {
    const email = await registerSomeone(service.baseUrl, 'Rae');
    const before = await otherDevice(service.baseUrl, email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, 'reset password: ask for a link');
    await snapBothWidths(page, 'accounts-reset-request');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await status(page, /If an account uses this email/);
    await snapBothWidths(page, 'accounts-reset-sent');

    const link = linkIn(await service.mail.mailTo(email), '/reset-password');
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page, 'reset password: new password');
    await snapBothWidths(page, 'accounts-reset-new-password');
    // Opening the link spent nothing: it still works after a reload.
    await page.reload();
    await page.getByLabel('New password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL(/\/workspaces\/new$/, SLOW);
    await status(page, 'Password changed: you are signed in, and signed out everywhere else');
    expect(await before.me()).to.equal(401);
    await otherDevice(service.baseUrl, email, 'a brand new secret');

    // The link works once: the second time it says so, and how to ask for another.
    const again = (await open()).page;
    await again.goto(link.pathname + link.search);
    await again.getByLabel('New password').fill('yet another secret');
    await again.getByRole('button', { name: 'Save password and sign in' }).click();
    await again
      .getByRole('alert')
      .getByText(/This password reset link was already used/)
      .waitFor();
    await expectAccessible(again, 'reset password: link already used');
    await snapBothWidths(again, 'accounts-reset-spent');
    await again.getByRole('link', { name: 'Ask for a new link' }).click();
    await again.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  it('signs a newcomer up from the invitation link, email locked, into the workspace', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Olu');
    const email = `newt-${Date.now()}@example.test`;
    const link = await invite(workspaceId, email);

    const invitee = (await open()).page;
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Join Olu’s team' }).waitFor();
    await invitee.getByText('Olu invited you to join').waitFor();
    await invitee.getByText(email, { exact: true }).waitFor();
    await expectAccessible(invitee, 'invitation, signed out, no account');
    await snapBothWidths(invitee, 'accounts-invitation-newcomer');
    await invitee.getByRole('link', { name: 'Sign up to accept' }).click();

    const emailField = invitee.getByLabel('Email');
    expect(await emailField.inputValue()).to.equal(email);
    expect(await emailField.getAttribute('readonly')).not.to.equal(null);
    await expectAccessible(invitee, 'sign-up with the invited email');
    await snapBothWidths(invitee, 'accounts-signup-invited');
    await invitee.getByLabel('Name').fill('Newt');
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Sign up' }).click();

    // Back on the invitation: joining is the newcomer's own act.
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL(`**/w/${workspaceId}`, SLOW);
    await status(invitee, 'You joined Olu’s team');
    expect(await memberEmails(workspaceId)).to.include(email);
  });

  it('has an existing person sign in from the invitation page, not someone else', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Ines');
    const email = await registerSomeone(service.baseUrl, 'Ivy');
    const link = await invite(workspaceId, email);
    // A second invitation, to another workspace: listed for Ivy once she has used a link.
    const second = await api<{ id: string }>('POST', '/workspaces', { name: 'Second team' });
    await invite(second.id, email);

    // Signed in as someone else: the page says so and offers to log out.
    const invitee = (await open()).page;
    const other = await registerSomeone(service.baseUrl, 'Zed');
    await call(
      invitee,
      service.baseUrl,
      'POST',
      '/auth/login',
      { email: other, password: PASSWORD },
      200,
    );
    await invitee.goto(link);
    await invitee.getByText(`You are signed in as ${other}`).waitFor();
    await expectAccessible(invitee, 'invitation, signed in as someone else');
    await snapBothWidths(invitee, 'accounts-invitation-someone-else');
    await invitee.getByRole('button', { name: 'Log out' }).click();

    await invitee.getByRole('link', { name: 'Log in to accept' }).click();
    const emailField = invitee.getByLabel('Email');
    expect(await emailField.inputValue()).to.equal(email);
    expect(await emailField.getAttribute('readonly')).not.to.equal(null);
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Log in' }).click();
    await invitee.getByRole('heading', { name: 'Join Ines’s team' }).waitFor();
    await expectAccessible(invitee, 'invitation, signed in as the invitee');
    await snapBothWidths(invitee, 'accounts-invitation-accept');
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL(`**/w/${workspaceId}`, SLOW);
    expect(await memberEmails(workspaceId)).to.include(email);

    // The other invitation waits on every signed-in page, with Accept.
    const mine = invitee.getByRole('region', { name: 'You are invited' });
    await mine.getByText('Second team').waitFor(SLOW);
    await expectAccessible(invitee, 'pending invitations of the signed-in person');
    await snapBothWidths(invitee, 'accounts-my-invitations');
    await mine.getByRole('button', { name: 'Accept the invitation to Second team' }).click();
    await invitee.waitForURL(`**/w/${second.id}`, SLOW);
    await mine.waitFor({ state: 'detached' });
    expect(await memberEmails(second.id)).to.include(email);
  });

  it('lists sessions and signs out everywhere else; a password change does the same', async () => {
    const { email } = await signedInWithWorkspace(page, service.baseUrl, 'Sol');
    const laptop = await otherDevice(service.baseUrl, email);
    await page.goto('/');
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('listitem', { name: 'Firefox 128 on Linux' }).waitFor();
    expect(await sessions.getByRole('listitem').count()).to.equal(2);
    await sessions.getByText('this device').waitFor();
    await expectAccessible(page, 'account');
    await snapBothWidths(page, 'accounts-account');

    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await expectAccessible(page, 'sign out everywhere else, asked');
    await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await status(page, 'Signed out of 1 other session');
    await sessions.getByRole('listitem', { name: 'Firefox 128 on Linux' }).waitFor({
      state: 'detached',
    });
    expect(await sessions.getByRole('listitem').count()).to.equal(1);
    expect(await laptop.me()).to.equal(401);

    // One session at a time.
    const tablet = await otherDevice(service.baseUrl, email);
    await page.reload();
    const row = sessions.getByRole('listitem', { name: 'Firefox 128 on Linux' });
    await row.getByRole('button', { name: 'Sign out' }).click();
    await status(page, 'Firefox 128 on Linux signed out');
    await row.waitFor({ state: 'detached' });
    expect(await tablet.me()).to.equal(401);

    // Name and handle.
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Handle').fill(`sol-${Date.now()}`);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await status(page, 'Profile saved');

    // A new password ends the other sessions and says so; this one stays.
    const phone = await otherDevice(service.baseUrl, email);
    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill('another good secret');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('1 other session was signed out.').waitFor(SLOW);
    expect(await phone.me()).to.equal(401);
    await api('GET', '/auth/me');
  });

  it('changes the email once the link mailed to the new address is confirmed', async () => {
    await signedInWithWorkspace(page, service.baseUrl, 'Em');
    const newEmail = `em-new-${Date.now()}@example.test`;
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Email' });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change email' }).click();
    await form.getByText(/Check your new address/).waitFor(SLOW);

    const link = linkIn(await service.mail.mailTo(newEmail), '/confirm-email');
    const elsewhere = (await open()).page;
    await elsewhere.goto(link.pathname + link.search);
    await elsewhere.getByRole('heading', { name: 'Confirm your new email' }).waitFor();
    await expectAccessible(elsewhere, 'confirm email');
    await snapBothWidths(elsewhere, 'accounts-confirm-email');
    await elsewhere.getByRole('button', { name: 'Confirm my new email' }).click();
    await status(elsewhere, new RegExp(`your account’s email is now ${newEmail}`));
    await snapBothWidths(elsewhere, 'accounts-confirm-email-done');
    expect((await api<{ email: string }>('GET', '/auth/me')).email).to.equal(newEmail);
  });

  it('shows pending invitations on the members page, to resend or withdraw', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Mo');
    const email = `pending-${Date.now()}@example.test`;
    const first = await invite(workspaceId, email);
    await page.goto(`/w/${workspaceId}/members`);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('cell', { name: 'Mo', exact: true }).waitFor();

    await row.getByRole('button', { name: 'Resend' }).click();
    await status(page, `Invitation sent again to ${email}: the previous link no longer works`);
    const resent = await page.getByLabel(/Invitation link/).inputValue();
    expect(resent).to.match(/\/invitations\/accept\?token=/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(resent);
    await expectAccessible(page, 'members with pending invitations');
    await snapBothWidths(page, 'accounts-members-pending');
    // The first link no longer opens the invitation.
    const stranger = (await open()).page;
    await stranger.goto(first);
    await stranger
      .getByRole('alert')
      .getByText(/This invitation link/)
      .waitFor();

    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: `Withdraw the invitation to ${email}?` })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await status(page, `Invitation to ${email} withdrawn`);
    await row.waitFor({ state: 'detached' });
    const { items } = await api<{ items: unknown[] }>(
      'GET',
      `/workspaces/${workspaceId}/invitations`,
    );
    expect(items).to.deep.equal([]);
  });

  it('deletes a workspace only once its name is typed', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Dee');
    await page.goto(`/w/${workspaceId}`);
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Dee’s team?' });
    const confirm = dialog.getByRole('button', { name: 'Delete workspace' });
    expect(await confirm.isDisabled()).to.equal(true);
    await dialog.getByLabel(/to confirm/).fill('Dee');
    expect(await confirm.isDisabled()).to.equal(true);
    await expectAccessible(page, 'delete workspace, asked');
    await snapBothWidths(page, 'accounts-delete-workspace');
    await dialog.getByLabel(/to confirm/).fill('Dee’s team');
    await confirm.click();
    await page.waitForURL(/\/workspaces\/new$/, SLOW);
    await status(page, 'Workspace “Dee’s team” deleted');
    await call(page, service.baseUrl, 'GET', `/workspaces/${workspaceId}`, undefined, 404);
  });
});
