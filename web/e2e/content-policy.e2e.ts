import path from 'node:path';
import { expect } from 'chai';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const SLOW = { timeout: 60_000 };

declare global {
  interface Window {
    violations: string[];
  }
}

// The service sends a strict Content-Security-Policy; a page that relied on an inline
// script or style, or on another origin, would be broken by it, and Chromium reports each
// refusal as a `securitypolicyviolation` event.
describe('pages under the Content-Security-Policy in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let browser: Browser;

  before(async () => {
    service = await sharedService();
    browser = await openBrowser(service.baseUrl);
    await browser.context.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-csp-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await browser.page
        .screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
  });

  it('runs the dashboard with no refusal: sign up and create a workspace', async () => {
    const { page } = browser;
    const response = await page.goto('/');
    expect(response!.headers()['content-security-policy']).to.include("script-src 'self'");
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Name').fill('Csp');
    await page.getByLabel('Email').fill(`csp-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create workspace' }).waitFor(SLOW);
    await page.getByLabel('Name').fill('Policy');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name: 'Policy' }).waitFor(SLOW);
    expect(await page.evaluate(() => window.violations)).to.deep.equal([]);
  });

  it('renders the reference at /api/docs with no refusal', async () => {
    const { page } = browser;
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: 'Create an issue' }).waitFor(SLOW);
    // Redoc's credit logo comes from its CDN; the policy refuses it on purpose (nothing
    // from another origin) and Redoc hides the image when it does not load.
    const violations = await page.evaluate(() => window.violations);
    expect(
      violations.filter((v) => v !== 'img-src https://cdn.redoc.ly/redoc/logo-mini.svg'),
    ).to.deep.equal([]);
  });
});
