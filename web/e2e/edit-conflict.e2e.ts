import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { snapBothWidths, joinByInvitation } from './support/accounts';
import { openBrowser, type Browser } from './support/browser';
import { sharedService, type Service } from './support/service';

const PASSWORD = 'correct horse battery';
const SLOW = { timeout: 60_000 };

/**
 * Two people edit the same description, each in a browser of their own: the second save
 * is refused and shows what the first one saved, which stays saved.
 */
describe('no edit silently lost, in two browsers', function () {
  this.timeout(300_000);
  let service: Service;
  const browsers: Browser[] = [];

  before(async () => {
    service = await sharedService();
  });
  after(async () => {
    await Promise.all(browsers.map((b) => b.close()));
  });

  async function signedIn(name: string): Promise<{ page: Page; email: string }> {
    const browser = await openBrowser(service.baseUrl);
    browsers.push(browser);
    const { page } = browser;
    const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
    const headers = { Origin: service.baseUrl };
    const register = await page.request.post('/api/auth/register', {
      headers,
      data: { email, password: PASSWORD, name },
    });
    expect(register.status(), await register.text()).to.equal(201);
    return { page, email };
  }

  async function call(page: Page, method: string, url: string, data?: unknown) {
    const res = await page.request.fetch(`/api${url}`, {
      method,
      headers: { Origin: service.baseUrl },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).to.equal(true);
    return (await res.json()).data;
  }

  it('refuses the second save, shows what changed and keeps the first person’s text', async () => {
    const ada = await signedIn('Ada');
    const bob = await signedIn('Bob');
    const workspace = await call(ada.page, 'POST', '/workspaces', { name: 'Two editors' });
    await joinByInvitation(ada.page, service.baseUrl, workspace.id, bob.email);
    const project = await call(ada.page, 'POST', `/workspaces/${workspace.id}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    const issue = await call(ada.page, 'POST', `/workspaces/${workspace.id}/issues`, {
      projectId: project.id,
      title: 'Shared page',
      description: 'The original text.',
    });
    const url = `/w/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    for (const { page } of [ada, bob]) {
      await page.goto(url);
      await page.getByRole('heading', { name: /WEB-1/, level: 1 }).waitFor(SLOW);
      await page.getByRole('button', { name: 'Edit description' }).click();
    }

    await bob.page.getByRole('combobox', { name: 'Description' }).fill('Bob rewrote the text.');
    await bob.page.getByRole('button', { name: 'Save description' }).click();
    await bob.page.getByText('Bob rewrote the text.').waitFor(SLOW);

    // Ada is told while she edits: the live stream brought Bob's change.
    await ada.page
      .getByRole('status')
      .filter({ hasText: 'Someone else just changed the description' })
      .waitFor(SLOW);
    await ada.page.getByRole('combobox', { name: 'Description' }).fill('Ada rewrote the text.');
    await ada.page.getByRole('button', { name: 'Save description' }).click();
    const conflict = ada.page.getByRole('alert').filter({
      hasText: 'Someone else changed the description while you were editing',
    });
    await conflict.waitFor(SLOW);
    expect(await conflict.getByLabel('Their version').textContent()).to.equal(
      'Bob rewrote the text.',
    );
    // Nothing of Ada's was written: Bob's text stands, and Ada's is still in her editor.
    const stored = await call(
      ada.page,
      'GET',
      `/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`,
    );
    expect(stored.description).to.equal('Bob rewrote the text.');
    expect(await ada.page.getByRole('combobox', { name: 'Description' }).inputValue()).to.equal(
      'Ada rewrote the text.',
    );
    await expectAccessible(ada.page, 'the issue page with a conflicting edit');
    await snapBothWidths(ada.page, 'edit-conflict');

    // Merging puts both in the editor, marked where both changed the same line.
    await conflict.getByRole('button', { name: 'Merge both into the editor' }).click();
    const merged = await ada.page.getByRole('combobox', { name: 'Description' }).inputValue();
    expect(merged).to.include('Ada rewrote the text.').and.include('Bob rewrote the text.');
    await ada.page
      .getByRole('combobox', { name: 'Description' })
      .fill('Ada and Bob rewrote the text.');
    await ada.page.getByRole('button', { name: 'Save description' }).click();
    await ada.page.getByText('Ada and Bob rewrote the text.').waitFor(SLOW);
    await bob.page.getByText('Ada and Bob rewrote the text.').waitFor(SLOW);
  });
});
