import path from 'node:path';
import { expect } from 'chai';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { call, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { startService, type Service } from './support/service';

// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

describe('single sign-on in Chromium', function () {
  this.timeout(180_000);
  // A real OpenID provider (discovery, keys, RS256 ID tokens); its authorization endpoint
  // approves at once, as a person already signed in at the provider would see it.
  const provider = new OAuth2Server();
  let person: Record<string, unknown> = {};
  let service: Service;
  let browser: Browser;
  let page: Page;

  before(async () => {
    await provider.issuer.keys.generate('RS256');
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      if ('aud' in token.payload && !('scope' in token.payload))
        Object.assign(token.payload, person);
    });
    await provider.start(0, '127.0.0.1');
    service = await startService({
      OIDC_ISSUER: provider.issuer.url!,
      OIDC_CLIENT_ID: 'tracker',
      OIDC_CLIENT_SECRET: 'tracker-secret',
      OIDC_DISPLAY_NAME: 'Acme ID',
      OIDC_ALLOW_HTTP: 'true',
    });
  });
  after(async () => {
    await service?.stop();
    await provider.stop();
  });
  beforeEach(async () => {
    browser = await openBrowser(service.baseUrl);
    page = browser.page;
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await page
        .screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await browser.close();
  });

  function newcomer(name: string) {
    const tag = `${name.toLowerCase()}-${Date.now()}`;
    person = { sub: `sub-${tag}`, email: `${tag}@acme.test`, email_verified: true, name };
    return person as { email: string; name: string };
  }

  it('clicks "Sign in with Acme ID" and lands signed in, with the identity in the settings', async () => {
    const { name } = newcomer('Noor');
    await page.goto('/login');
    const button = page.getByRole('link', { name: 'Sign in with Acme ID' });
    await button.waitFor(SLOW);
    await expectAccessible(page, 'log-in page with single sign-on');
    await snapBothWidths(page, 'sso-login');
    await button.click();
    // Signed in: a new account (no workspace yet) and its name in the top bar.
    await page.getByRole('heading', { name: 'Create workspace' }).waitFor(SLOW);
    await page.getByText(name, { exact: true }).waitFor(SLOW);

    await page.getByRole('link', { name: 'Account', exact: true }).click();
    // No password: told how to set one, not shown forms that need it.
    await page.getByRole('heading', { name: 'Email and password' }).waitFor(SLOW);
    await page.getByText('This account has no password.').waitFor(SLOW);
    expect(await page.getByRole('button', { name: 'Change password' }).count()).to.equal(0);
    expect(await page.getByLabel('Current password').count()).to.equal(0);
    await expectAccessible(page, 'account without a password');
    await snapBothWidths(page, 'sso-account-no-password');
    await page.getByRole('button', { name: 'Email me a link to set a password' }).click();
    await page
      .getByRole('status')
      .getByText(/A link to set your password is on its way/)
      .waitFor(SLOW);
    await page.getByRole('link', { name: 'sign-in methods' }).click();
    await page.getByRole('heading', { name: 'Sign-in methods' }).waitFor(SLOW);
    await page.getByText('This account has no password').waitFor(SLOW);
    await page.getByText('Acme ID', { exact: true }).waitFor(SLOW);
    // The only way in cannot be unlinked.
    expect(await page.getByRole('button', { name: 'Unlink' }).isDisabled()).to.equal(true);
    await expectAccessible(page, 'sign-in methods');
    await snapBothWidths(page, 'sso-sign-in-methods');
  });

  it('comes back to the invitation it was started from, to accept it', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Ines');
    const { email } = newcomer('Invitee');
    const invitation = await call<{ url: string }>(
      page,
      service.baseUrl,
      'POST',
      `/workspaces/${workspaceId}/invitations`,
      { email, role: 'member' },
    );
    const url = new URL(invitation.url);
    const invitee = await openBrowser(service.baseUrl);
    try {
      await invitee.page.goto(url.pathname + url.search);
      await invitee.page.getByRole('link', { name: 'Sign up to accept' }).click();
      await invitee.page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
      // Back on the invitation, signed in: joining is still the person's own act.
      await invitee.page.getByRole('button', { name: 'Accept invitation' }).waitFor(SLOW);
      expect(new URL(invitee.page.url()).search).to.equal(url.search);
      await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
      await invitee.page.waitForURL(`**/w/${workspaceId}`, SLOW);
    } finally {
      await invitee.close();
    }
  });

  it('shows the sign-up page the same button', async () => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).waitFor(SLOW);
    await page.getByRole('button', { name: 'Sign up' }).waitFor(SLOW);
  });

  it('links the provider to a password account from the settings', async () => {
    const email = `pat-${Date.now()}@example.test`;
    await call(page, service.baseUrl, 'POST', '/auth/register', {
      email,
      password: 'correct horse battery',
      name: 'Pat',
    });
    newcomer('Pat at Acme');
    await page.goto('/account/sign-in');
    await page.getByRole('button', { name: 'Link Acme ID' }).click();
    await page.getByText('Acme ID is linked: you can now sign in with it.').waitFor(SLOW);
    await page.getByRole('button', { name: 'Unlink' }).click();
    await page
      .getByRole('dialog', { name: 'Unlink Acme ID?' })
      .getByRole('button', { name: 'Unlink' })
      .click();
    await page.getByRole('button', { name: 'Link Acme ID' }).waitFor(SLOW);
  });

  it('explains a refusal on a readable page', async () => {
    await page.goto('/sso/error?reason=email_unverified');
    await page
      .getByRole('heading', { name: 'An account with this email already exists' })
      .waitFor(SLOW);
    await page.getByText('Link Acme ID').waitFor(SLOW);
    await expectAccessible(page, 'single sign-on refusal');
    await snapBothWidths(page, 'sso-refused');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor(SLOW);
  });
});
