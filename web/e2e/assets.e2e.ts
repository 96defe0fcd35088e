import { expect } from 'chai';
import { signedInWithWorkspace } from './support/accounts';
import { openBrowser, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const SLOW = { timeout: 60_000 };
// The first screen's JavaScript, compressed as gzip (the budget of issue 47).
const FIRST_LOAD_GZIP_BUDGET = 200 * 1024;

describe('built assets on the wire', function () {
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

  it('loads the first screen with compressed, cached scripts within the budget', async () => {
    const { page } = browser;
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Budget');
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto(`/w/${workspaceId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(SLOW);
    expect(scripts.length).to.be.above(0);

    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const url of scripts) {
      // As the browser got it (brotli), and as a gzip-only client gets it.
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
        const onTheWire = Number(res.headers.get('content-length'));
        // Files under 1 kB have no compressed twin: they go as they are.
        if (onTheWire >= 1024) expect(res.headers.get('content-encoding'), url).to.equal(encoding);
        expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
        if (encoding === 'br') brotliBytes += onTheWire;
        else gzipBytes += onTheWire;
        await res.arrayBuffer();
      }
    }
    const index = await fetch(`${service.baseUrl}/`, {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' },
    });
    expect(index.headers.get('cache-control')).to.equal('no-cache');
    console.log(
      `      first-load JavaScript: ${scripts.length} file(s), ${(brotliBytes / 1024).toFixed(1)} kB brotli, ${(gzipBytes / 1024).toFixed(1)} kB gzip on the wire`,
    );
    expect(gzipBytes).to.be.at.most(FIRST_LOAD_GZIP_BUDGET);
  });
});
