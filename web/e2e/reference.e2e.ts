import path from 'node:path';
import { expect } from 'chai';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

describe('API reference in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let browser: Browser;

  before(async () => {
    service = await sharedService();
    browser = await openBrowser(service.baseUrl);
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      await browser.page
        .screenshot({ path: path.join(SCREENSHOTS, 'failed-api-reference.png'), fullPage: true })
        .catch(() => {});
    }
  });

  it('renders /api/docs with the network beyond loopback unavailable', async () => {
    const { context, page } = browser;
    // No internet: anything addressed past loopback fails, and is remembered.
    const outside: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (LOOPBACK.has(url.hostname) || url.protocol === 'blob:' || url.protocol === 'data:') {
        return route.continue();
      }
      outside.push(url.href);
      return route.abort('internetdisconnected');
    });

    await page.goto('/api/docs');
    // Redoc shows each operation under its summary, in the menu and as a heading.
    const heading = page.getByRole('heading', { name: 'Create an issue' });
    await heading.waitFor({ timeout: 60_000 });
    const title = page.getByRole('heading', { name: 'Work-tracking service API' }).first();
    await title.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api-reference-top.png') });
    await heading.scrollIntoViewIfNeeded();
    // The viewport, not the full page: the reference is thousands of pixels long.
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api-reference.png') });
    expect(outside).to.deep.equal([]);
  });
});
