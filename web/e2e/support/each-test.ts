import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, SCREENSHOTS, type Browser } from './browser';
import { sharedService, type Service } from './service';

export interface Opened {
  service: Service;
  browser: Browser;
  page: Page;
}

/**
 * Gives each test of the suite a browser of its own on the shared service, handed to
 * `opened` before the test runs; a failed test leaves a full-page screenshot named after
 * it, then the browser closes. `timeout` sets the page's default wait.
 */
export function eachTestInABrowser(opened: (fresh: Opened) => void, timeout?: number): void {
  let service: Service;
  let browser: Browser | undefined;
  let page: Page | undefined;
  before(async () => {
    service = await sharedService();
  });
  beforeEach(async () => {
    browser = await openBrowser(service.baseUrl);
    page = browser.page;
    if (timeout !== undefined) page.setDefaultTimeout(timeout);
    opened({ service, browser, page });
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const name = `failed-${this.currentTest.title.replace(/\W+/g, '-')}`;
      await page
        ?.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await browser?.close();
  });
}
