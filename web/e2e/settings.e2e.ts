import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import {
  acceptInvitation,
  call,
  joinByInvitation,
  registerSomeone,
  signedInWithWorkspace,
  snapBothWidths,
} from './support/accounts';
import { openBrowser, SCREENSHOTS, type Browser } from './support/browser';
import { startReceiver, type Receiver } from './support/receiver';
import { sharedService, type Service } from './support/service';

// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

interface Webhook {
  id: string;
  url: string;
  events: string[];
  active: boolean;
}

describe('settings pages in Chromium', function () {
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

  const api = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: string, data?: unknown) =>
    call<T>(page, service.baseUrl, method, p, data);
  const nav = () => page.getByRole('navigation', { name: 'Workspace' });

  /** A workspace on PRO (webhooks and tokens need it), its owner logged in here. */
  async function workspaceOnPro(name: string): Promise<string> {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, name);
    if (service.setPlan) await service.setPlan(workspaceId, 'PRO');
    return workspaceId;
  }

  it('edits a webhook, pings it, rotates its secret, filters its deliveries and deletes it', async () => {
    const receiver = await startReceiver(200);
    receivers.push(receiver);
    const workspaceId = await workspaceOnPro('Wes');
    const hooks = `/workspaces/${workspaceId}/webhooks`;
    const created = await api<Webhook & { secret: string }>('POST', hooks, {
      url: receiver.url,
      events: ['issue.created'],
    });
    await page.goto(`/w/${workspaceId}`);
    await nav().getByRole('link', { name: 'Webhooks' }).click();
    const webhook = page.getByRole('article', { name: receiver.url });

    // Edit: another event, a changed address.
    await webhook.getByRole('button', { name: 'Edit' }).click();
    await webhook.getByRole('checkbox', { name: 'issue.updated' }).check();
    await expectAccessible(page, 'webhook being edited');
    await snapBothWidths(page, 'settings-webhook-edit');
    const newUrl = `${receiver.url}/v2`;
    await webhook.getByLabel('URL').fill(newUrl);
    await webhook.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Webhook saved').waitFor();
    const edited = page.getByRole('article', { name: newUrl });
    await edited.getByText('issue.updated').waitFor();
    const [saved] = (await api<{ items: Webhook[] }>('GET', hooks)).items;
    expect(saved).to.include({ url: newUrl });
    expect(saved!.events).to.have.members(['issue.created', 'issue.updated']);

    // Rotate secret: asked first, the new one shown once.
    await edited.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expectAccessible(page, 'rotate-secret confirmation');
    await snapBothWidths(page, 'settings-webhook-rotate-confirm');
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const secret = await edited.getByRole('textbox', { name: 'New signing secret' }).inputValue();
    expect(secret).to.match(/^whsec_[0-9a-f]{64}$/);
    expect(secret).not.to.equal(created.secret);
    await page.getByRole('status').getByText('Signing secret rotated').waitFor();
    await expectAccessible(page, 'webhooks with a new secret');
    await snapBothWidths(page, 'settings-webhook-rotated');
    await edited.getByRole('button', { name: 'Done' }).click();

    // Send ping: one answered 200, one answered 500 until the retries give up.
    await edited.getByRole('button', { name: 'Send ping' }).click();
    await page.getByRole('status').getByText('Ping queued').waitFor();
    while (receiver.received.length < 1) await page.waitForTimeout(50);
    expect(receiver.received[0]!.event).to.equal('ping');
    receiver.status = 500;
    await edited.getByRole('button', { name: 'Send ping' }).click();

    await edited.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('row', { name: /ping.*SUCCEEDED/ }).waitFor(SLOW);
    await page.getByRole('row', { name: /ping.*DEAD/ }).waitFor(SLOW);
    const state = page.getByLabel('State');
    await state.selectOption('DEAD');
    await page.getByRole('row', { name: /SUCCEEDED/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /ping.*DEAD/ }).count()).to.equal(1);
    await expectAccessible(page, 'deliveries, DEAD only');
    await snapBothWidths(page, 'settings-deliveries-dead');
    await state.selectOption('SUCCEEDED');
    await page.getByRole('row', { name: /DEAD/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /ping.*SUCCEEDED/ }).count()).to.equal(1);
    await state.selectOption('RETRYING');
    await page.getByText('No deliveries in state RETRYING.').waitFor();
    await state.selectOption('');
    expect(await page.getByRole('row', { name: /ping/ }).count()).to.equal(2);
    await page.getByRole('row', { name: /DEAD/ }).getByRole('button', { name: 'Details' }).click();
    await page.getByRole('cell', { name: 'HTTP 500' }).first().waitFor();
    await expectAccessible(page, 'deliveries with details open');
    await snapBothWidths(page, 'settings-deliveries');

    // Delete: asked first; the webhook is gone from the page and the API.
    await page.getByRole('link', { name: 'Webhooks' }).first().click();
    await edited.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await remove.getByText(newUrl).waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Webhook deleted').waitFor();
    await edited.waitFor({ state: 'detached' });
    await page.getByText('No webhooks yet.').waitFor();
    expect((await api<{ items: Webhook[] }>('GET', hooks)).items).to.deep.equal([]);
    await expectAccessible(page, 'webhooks, none');
    await snapBothWidths(page, 'settings-webhooks-empty');
  });

  it('invites a member who joins, changes their role and removes them', async () => {
    const workspaceId = await workspaceOnPro('Meg');
    const email = await registerSomeone(service.baseUrl, 'Bo');
    const members = () =>
      api<{ items: { email: string; role: string }[] }>(
        'GET',
        `/workspaces/${workspaceId}/members`,
      ).then((r) => r.items);
    // Bo's joining reaches this page over the live stream: it must be open before Bo accepts.
    const streaming = page.waitForResponse((r) => r.url().includes('/events/stream'), SLOW);
    await page.goto(`/w/${workspaceId}`);
    await nav().getByRole('link', { name: 'Members' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Invite member' }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${email} as member`).waitFor();
    // Nobody joins by someone else's act: Bo accepts the link the page showed.
    expect((await members()).map((m) => m.email)).not.to.include(email);
    await streaming;
    await acceptInvitation(
      service.baseUrl,
      email,
      await page.getByLabel(/Invitation link/).inputValue(),
    );
    const row = page.getByRole('row', { name: /Bo/ });
    await row.waitFor();
    expect((await members()).find((m) => m.email === email)?.role).to.equal('member');

    await row.getByLabel('Role of Bo').selectOption('admin');
    await page.getByRole('status').getByText('Bo is now admin').waitFor();
    expect((await members()).find((m) => m.email === email)?.role).to.equal('admin');
    await expectAccessible(page, 'members');
    await snapBothWidths(page, 'settings-members');

    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Bo?' });
    await snapBothWidths(page, 'settings-members-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').getByText('Bo removed').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await members()).map((m) => m.email)).not.to.include(email);
  });

  it('rotates an agent token: the new one works, the old one stops', async () => {
    const workspaceId = await workspaceOnPro('Ari');
    await page.goto(`/w/${workspaceId}`);
    await nav().getByRole('link', { name: 'Agents' }).click();
    await page.getByLabel('Name').fill('Triage bot');
    await page.getByLabel('Tier', { exact: true }).selectOption('READ');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const first = await page
      .getByRole('textbox', { name: 'Agent token for Triage bot' })
      .inputValue();
    await page.getByRole('button', { name: 'Done' }).click();

    const projects = `${service.baseUrl}/api/workspaces/${workspaceId}/projects`;
    const asAgent = (token: string) =>
      fetch(projects, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await asAgent(first)).to.equal(200);

    const row = page.getByRole('row', { name: /Triage bot/ });
    await row.getByRole('cell', { name: 'READ', exact: true }).waitFor();
    await row.getByLabel('Tier for Triage bot').selectOption('SESSION');
    await row.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByRole('status').getByText('New SESSION token issued').waitFor();
    const second = await page
      .getByRole('textbox', { name: 'Agent token for Triage bot' })
      .inputValue();
    expect(second).to.match(/^hsa_/);
    expect(second).not.to.equal(first);
    await row.getByRole('cell', { name: 'SESSION', exact: true }).waitFor();
    await row.getByText(`…${second.slice(-4)}`).waitFor();
    expect(await asAgent(second)).to.equal(200);
    expect(await asAgent(first)).to.equal(401);
    await expectAccessible(page, 'agents with a rotated token');
    await snapBothWidths(page, 'settings-agents');
  });

  it('passes axe and fits both widths on every settings page', async () => {
    const receiver = await startReceiver(200);
    receivers.push(receiver);
    const workspaceId = await workspaceOnPro('Axe');
    const ws = `/workspaces/${workspaceId}`;
    // Something on each page, so its tables and lists are drawn.
    await api('POST', `${ws}/api-tokens`, { name: 'CI pipeline', scopes: ['read:projects'] });
    const hook = await api<Webhook>('POST', `${ws}/webhooks`, {
      url: receiver.url,
      events: ['project.created'],
    });
    await api('POST', `${ws}/projects`, { name: 'Website', prefix: 'WEB' });
    await api('POST', `${ws}/agents`, { name: 'Release bot' });
    await registerSomeone(service.baseUrl, 'Cy').then((email) =>
      joinByInvitation(page, service.baseUrl, workspaceId, email),
    );
    await page.goto(`/w/${workspaceId}`);

    const pages: [string, string, RegExp | string][] = [
      ['Overview', 'overview', 'Axe’s team'],
      ['API tokens', 'api-tokens', 'API tokens'],
      ['Webhooks', 'webhooks', 'Webhooks'],
      ['Agents', 'agents', 'Agents'],
      ['Members', 'members', 'Members'],
      ['Audit log', 'audit-log', 'Audit log'],
    ];
    for (const [link, name, heading] of pages) {
      await nav().getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText('Loading…').waitFor({ state: 'detached' });
      await expectAccessible(page, `the ${link} page`);
      await snapBothWidths(page, `settings-page-${name}`);
    }
    await page.goto(`/w/${workspaceId}/webhooks/${hook.id}/deliveries`);
    await page.getByRole('row', { name: /project\.created.*SUCCEEDED/ }).waitFor(SLOW);
    await expectAccessible(page, 'the deliveries page');
    await snapBothWidths(page, 'settings-page-deliveries');
  });
});
