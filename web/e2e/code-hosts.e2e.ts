import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { call, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

const SLOW = { timeout: 60_000 };

describe('code hosts in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened));

  /** POSTs a Gitea pull-request delivery signed with `secret`, as the code host would. */
  async function deliverFromGitea(webhookUrl: string, secret: string, title: string) {
    const fixture = path.join(__dirname, '../../test/fixtures/code-hosts/gitea-pull-request.json');
    const payload = JSON.parse(readFileSync(fixture, 'utf8'));
    payload.pull_request.title = title;
    const body = JSON.stringify(payload);
    const { sign } = await import('@octokit/webhooks-methods');
    const res = await fetch(webhookUrl.replace(/^https?:\/\/[^/]+/, service.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Gitea-Event': 'pull_request',
        'X-Gitea-Delivery': `d-${Date.now()}`,
        'X-Hub-Signature-256': await sign(secret, body),
      },
      body,
    });
    expect(res.status, await res.text()).to.equal(202);
  }

  /** Resolves once the connection's deliveries are all processed (polled through the API). */
  async function processed(workspaceId: string, integrationId: string) {
    const deadline = Date.now() + SLOW.timeout;
    for (;;) {
      const deliveries = await call<{ outcome: string }[]>(
        page,
        service.baseUrl,
        'GET',
        `/workspaces/${workspaceId}/integrations/${integrationId}/deliveries`,
      );
      if (deliveries.length > 0 && deliveries.every((d) => d.outcome !== 'pending')) return;
      if (Date.now() > deadline) throw new Error('the delivery was not processed in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('connects a Forgejo server, shows its set-up and deliveries, and the linked pull request', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Cora');
    const project = await call<{ id: string; prefix: string }>(
      page,
      service.baseUrl,
      'POST',
      `/workspaces/${workspaceId}/projects`,
      { name: 'Website', prefix: 'WEB' },
    );
    const issue = await call<{ id: string; number: number }>(
      page,
      service.baseUrl,
      'POST',
      `/workspaces/${workspaceId}/issues`,
      { projectId: project.id, title: 'Fix the login form' },
    );

    await page.goto(`/w/${workspaceId}`);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Code hosts' })
      .click();
    await page.getByRole('heading', { name: 'Code hosts', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Our Forgejo');
    await page.getByLabel('Code host').selectOption({ label: 'Gitea or Forgejo' });
    await page.getByLabel('Address').fill('https://code.example.com');
    await page.getByRole('button', { name: 'Connect code host' }).click();
    const secret = await page.getByRole('textbox', { name: 'Webhook secret' }).inputValue();
    expect(secret).to.match(/^[0-9a-f]{48}$/);
    await expectAccessible(page, 'code host just connected');
    await snapBothWidths(page, 'settings-code-host-created');
    await page.getByRole('button', { name: 'Done' }).click();

    const connection = page.getByRole('article', { name: /Our Forgejo/ });
    const webhookUrl = await connection.locator('code.copyable').innerText();
    expect(webhookUrl).to.match(/\/api\/hooks\/[a-z0-9]+$/);
    await connection.getByText('Custom events → Pull request').waitFor();

    // Rules are off until a project sets them: here, an opened pull request means In review.
    const rules = page.getByRole('form', { name: 'Rules for pull requests' });
    expect(await rules.getByLabel('When a pull request is: Opened').inputValue()).to.equal('');
    await rules
      .getByLabel('When a pull request is: Opened')
      .selectOption({ label: 'Move to In review' });
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Rules saved').waitFor();
    await expectAccessible(page, 'code hosts with a project rule');

    await deliverFromGitea(webhookUrl, secret, `WEB-${issue.number}: keep focus`);
    // The service's worker processes it; once it has, the list shows the outcome.
    const integrationId = webhookUrl.split('/').pop()!;
    await processed(workspaceId, integrationId);
    await connection.getByRole('button', { name: 'Refresh deliveries' }).click();
    const deliveries = connection.getByRole('table', { name: 'Last deliveries from Our Forgejo' });
    await deliveries.getByText('processed').waitFor(SLOW);
    await deliveries.getByText(`Linked WEB-${issue.number}`).waitFor();
    await expectAccessible(page, 'code host with a delivery');
    await snapBothWidths(page, 'settings-code-host-deliveries');

    await page.goto(`/w/${workspaceId}/projects/${project.id}/issues/${issue.id}`);
    const prs = page.getByRole('region', { name: 'Pull requests' });
    await prs.getByRole('link', { name: 'acme/website#5' }).waitFor(SLOW);
    await prs.getByText('on code.example.com').waitFor();
    await prs.getByText('kept current by its code host').waitFor();
    const details = page.getByRole('complementary', { name: 'Issue details' });
    expect(await details.getByLabel('Status', { exact: true }).inputValue()).to.equal('in_review');
    await expectAccessible(page, 'issue with a pull request from a code host');
  });
});
