import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openBrowser, SCREENSHOTS, snap, type Browser } from './support/browser';
import { startReceiver, type Receiver } from './support/receiver';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

describe('dashboard in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let browser: Browser;
  let page: Page;
  const receivers: Receiver[] = [];

  before(async () => {
    service = await sharedService();
  });
  after(async () => {
    await Promise.all(receivers.map((r) => r.close()));
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

  async function signUp(name: string): Promise<string> {
    const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create workspace' }).waitFor();
    return email;
  }

  async function createWorkspace(name: string): Promise<string> {
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name }).waitFor();
    return page.url().split('/w/')[1]!.split('/')[0]!;
  }

  async function createProject(workspaceId: string, n: number): Promise<void> {
    // Stands in for any change a user makes; the page's own cookie session makes it.
    const res = await page.request.post(`/api/workspaces/${workspaceId}/projects`, {
      headers: { Origin: service.baseUrl },
      data: { name: `Project ${n}`, prefix: `P${n}` },
    });
    expect(res.status(), await res.text()).to.equal(201);
  }

  it('signs up, shows validation errors by their field, and logs out and in by keyboard', async () => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Val');
    await page.getByLabel('Email').fill('val@example.test');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const password = page.getByLabel('Password');
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await password.getAttribute('aria-invalid')).to.equal('true');
    await snap(page, 'sign-up-validation');

    const email = await signUp('Kim');
    await snap(page, 'create-workspace');
    await createWorkspace('Kim’s team');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await snap(page, 'log-in');

    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Kim’s team' }).waitFor();
  });

  it('creates an API token that works against the API until it is revoked in the page', async () => {
    await signUp('Ann');
    const workspaceId = await createWorkspace('Ann’s workspace');
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    if (service.setPlan) {
      await nav.getByRole('link', { name: 'API tokens' }).click();
      await page.getByText('API tokens are not part of the FREE plan').waitFor();
      expect(await page.getByRole('button', { name: 'Create token' }).isDisabled()).to.equal(true);
      await snap(page, 'api-tokens-free-plan');
      await service.setPlan(workspaceId, 'PRO');
      await page.reload();
    }
    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('PRO').first().waitFor();
    await snap(page, 'workspace-overview');

    await nav.getByRole('link', { name: 'API tokens' }).click();
    await page.getByLabel('Name').fill('CI pipeline');
    await page.getByRole('checkbox', { name: /read:projects/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const plaintext = await page.getByRole('textbox', { name: 'API token' }).inputValue();
    expect(plaintext).to.match(/^hsp_[a-z0-9]+_[0-9a-f]{64}$/);
    await page.getByText('it will not be shown again').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(plaintext);

    const projects = `${service.baseUrl}/api/workspaces/${workspaceId}/projects`;
    const bearer = { headers: { Authorization: `Bearer ${plaintext}` } };
    expect((await fetch(projects, bearer)).status).to.equal(200);

    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /CI pipeline/ });
    await row.getByText('Active').waitFor();
    await row.getByText(`…${plaintext.slice(-4)}`).waitFor();
    await snap(page, 'api-tokens');
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token “CI pipeline”?' });
    await snap(page, 'api-tokens-revoke-confirm');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').getByText('Token “CI pipeline” revoked').waitFor();
    await row.getByText(/^Revoked/).waitFor();
    expect((await fetch(projects, bearer)).status).to.equal(401);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('row', { name: /API token revoked/ }).waitFor();
    await snap(page, 'audit-log');
  });

  it('delivers a webhook, shows it as succeeded and replays it', async () => {
    const receiver = await startReceiver(200);
    receivers.push(receiver);
    await signUp('Hal');
    const workspaceId = await createWorkspace('Hooks');
    if (service.setPlan) {
      await service.setPlan(workspaceId, 'PRO');
      await page.reload();
    }
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await page.getByLabel('URL').fill('ftp://nowhere');
    await page.getByRole('checkbox', { name: 'project.created' }).check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page
      .locator(
        '#' + (await page.getByLabel('URL').getAttribute('aria-describedby'))!.split(' ').pop()!,
      )
      .waitFor();
    await snap(page, 'webhooks-validation');

    await page.getByLabel('URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).to.match(/^whsec_[0-9a-f]{64}$/);
    await snap(page, 'webhooks-secret');
    await page.getByRole('button', { name: 'Done' }).click();

    await createProject(workspaceId, 1);
    const webhook = page.getByRole('article', { name: receiver.url });
    await webhook.getByRole('link', { name: 'Deliveries' }).click();
    const delivered = page.getByRole('row', { name: /project\.created.*SUCCEEDED/ });
    await delivered.waitFor(SLOW);
    await delivered.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('cell', { name: 'HTTP 200' }).first().waitFor();
    await page.getByText('"event": "project.created"').waitFor();
    await snap(page, 'deliveries');

    await delivered.getByRole('button', { name: 'Replay' }).click();
    await page.getByRole('status').getByText('Replay of project.created queued').waitFor();
    await page.getByRole('row', { name: /project\.created.*replay.*SUCCEEDED/ }).waitFor(SLOW);
    expect(receiver.received.map((r) => r.event)).to.deep.equal([
      'project.created',
      'project.created',
    ]);
    expect(new Set(receiver.received.map((r) => r.deliveryId)).size).to.equal(2);
  });

  it('shows a banner once failures disable a webhook, and Re-enable clears it', async () => {
    const receiver = await startReceiver(500);
    receivers.push(receiver);
    await signUp('Flo');
    const workspaceId = await createWorkspace('Flaky');
    if (service.setPlan) {
      await service.setPlan(workspaceId, 'PRO');
      await page.reload();
    }
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByRole('checkbox', { name: 'All projects events' }).check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    // 15 deliveries that end DEAD in a row disable the webhook.
    for (let n = 1; n <= 15; n += 1) await createProject(workspaceId, n);
    const banner = page.getByRole('region', { name: 'Disabled webhooks' });
    while (!(await banner.isVisible())) {
      await page.reload();
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    }
    await nav.getByRole('link', { name: 'Members' }).click();
    await banner.waitFor();
    await snap(page, 'members-with-disabled-banner');
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await page
      .getByRole('article', { name: receiver.url })
      .getByText('Disabled after failures')
      .waitFor();
    await snap(page, 'webhooks-disabled');

    receiver.status = 200;
    await banner.getByRole('button', { name: 'Re-enable' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: receiver.url }).getByText('Active').waitFor();
    await snap(page, 'webhooks');
  });

  it('refreshes an expired session silently and keeps the user in', async () => {
    await signUp('Sam');
    await createWorkspace('Silent');
    const cookies = await browser.context.cookies();
    expect(cookies.map((c) => c.name)).to.include('service_refresh');
    // The access cookie expiring is the browser dropping it.
    await browser.context.clearCookies({ name: 'service_access' });
    await page.reload();
    await page.getByRole('heading', { name: 'Silent' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await nav.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('row', { name: /Sam/ }).waitFor();
    await snap(page, 'members');
    await nav.getByRole('link', { name: 'Agents' }).click();
    await page.getByLabel('Name').fill('Release bot');
    await page.getByLabel('Tier', { exact: true }).selectOption('SESSION');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const token = await page
      .getByRole('textbox', { name: 'Agent token for Release bot' })
      .inputValue();
    expect(token).to.match(/^hsa_/);
    await snap(page, 'agents');
  });
});
