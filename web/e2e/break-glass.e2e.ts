import path from 'node:path';
import { expect } from 'chai';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { snapBothWidths } from './support/accounts';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { startService, type Service } from './support/service';

// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

/**
 * A service with single sign-on only (`PASSWORD_LOGIN=false`): nobody can ask for a reset
 * link, but the one the operator prints (`npm run reset-password`) still lets its person in.
 */
describe('the break-glass reset link with PASSWORD_LOGIN=false, in Chromium', function () {
  this.timeout(180_000);
  const provider = new OAuth2Server();
  let person: Record<string, unknown> = {};
  let service: Service;
  const browsers: Browser[] = [];

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
      PASSWORD_LOGIN: 'false',
    });
  });
  after(async () => {
    await service?.stop();
    await provider.stop();
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

  async function open(): Promise<Page> {
    const browser = await openBrowser(service.baseUrl);
    browsers.push(browser);
    return browser.page;
  }
  const status = (page: Page) => page.request.get('/api/auth/me').then((res) => res.status());

  it("lets the person in with the operator's link, once, and says whom to ask next", async () => {
    // An account made by signing in through the provider: it has no password.
    const tag = `ada-${Date.now()}`;
    person = { sub: `sub-${tag}`, email: `${tag}@acme.test`, email_verified: true, name: 'Ada' };
    const earlier = await open();
    await earlier.goto('/login');
    await earlier.getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await earlier.getByRole('heading', { name: 'Create workspace' }).waitFor(SLOW);
    expect(await status(earlier)).to.equal(200);

    // The operator's command prints the link (no mail is sent).
    const printed = await service.operator('reset-password', `${tag}@acme.test`);
    const link = new URL(printed.match(/http\S+/)![0]);
    expect(link.pathname).to.equal('/reset-password');

    const page = await open();
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor(SLOW);
    await page.getByText('Password login is turned off on this service').waitFor(SLOW);
    await expectAccessible(page, 'break-glass reset: new password');
    await snapBothWidths(page, 'break-glass-new-password');
    await page.getByLabel('New password').fill('break the glass');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL(/\/workspaces\/new$/, SLOW);
    await page
      .getByRole('status')
      .getByText('Password changed: you are signed in, and signed out everywhere else')
      .waitFor(SLOW);
    await page.getByText('Ada', { exact: true }).waitFor(SLOW);
    expect(await status(page)).to.equal(200);
    // The session from before ended; password login itself stays off.
    expect(await status(earlier)).to.equal(401);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).waitFor(SLOW);
    expect(await page.getByLabel('Password').isVisible()).to.equal(false);

    // Used once: another try is told so, and that the operator gives the next link, not
    // "Forgot password?" (not offered with password login off).
    const again = await open();
    await again.goto(link.pathname + link.search);
    await again.getByLabel('New password').fill('break it again');
    await again.getByRole('button', { name: 'Save password and sign in' }).click();
    await again
      .getByRole('alert')
      .getByText(
        'This password reset link was already used. Ask the operator of this service for a new link.',
      )
      .waitFor(SLOW);
    expect(await again.getByRole('link', { name: 'Ask for a new link' }).count()).to.equal(0);
    await expectAccessible(again, 'break-glass reset: link already used');
    await snapBothWidths(again, 'break-glass-spent');
  });
});
