import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { call, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

const JIRA = `Summary,Issue key,Status,Priority,Labels,Labels
"Login fails with ""quotes""",ACME-1,To Do,High,backend,security
Write the docs,ACME-2,Blocked,Low,docs,
"A row cut short",ACME-3
`;

describe('labels and imports in Chromium', function () {
  this.timeout(240_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened));

  const api = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: string, data?: unknown) =>
    call<T>(page, service.baseUrl, method, p, data);
  const nav = () => page.getByRole('navigation', { name: 'Workspace' });

  it('manages labels in settings, picks them on an issue, and filters the list by several', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Labelled');
    const project = await api<{ id: string }>('POST', `/workspaces/${workspaceId}/projects`, {
      name: 'Web',
      prefix: 'WEB',
    });
    const issue = await api<{ id: string }>('POST', `/workspaces/${workspaceId}/issues`, {
      projectId: project.id,
      title: 'Fix the login page',
    });
    await api('POST', `/workspaces/${workspaceId}/issues`, {
      projectId: project.id,
      title: 'Another issue',
    });

    await page.goto(`/w/${workspaceId}`);
    await nav().getByRole('link', { name: 'Labels' }).click();
    await page.getByRole('heading', { name: 'Labels', level: 1 }).waitFor(SLOW);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bug');
    await page.getByRole('button', { name: 'Create label' }).click();
    await page.getByRole('cell', { name: 'Bug' }).first().waitFor(SLOW);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('bug');
    await page.getByRole('button', { name: 'Create label' }).click();
    await page.getByText(/already exists/).waitFor(SLOW);
    await expectAccessible(page, 'labels settings');
    await snapBothWidths(page, 'labels-settings');

    await page.goto(
      `${service.baseUrl}/w/${workspaceId}/projects/${project.id}/issues/${issue.id}`,
    );
    const bug = page.getByRole('checkbox', { name: 'Bug' });
    await bug.waitFor(SLOW);
    await bug.check();
    await page.getByText('labels saved').waitFor(SLOW);
    await expectAccessible(page, 'issue with a label');
    await snapBothWidths(page, 'label-picker');

    const labels = await api<{ items: { id: string }[] }>(
      'GET',
      `/workspaces/${workspaceId}/labels`,
    );
    await page.goto(`${service.baseUrl}/w/${workspaceId}/issues?labelId=${labels.items[0]!.id}`);
    const rows = page.getByRole('row');
    await page.getByRole('link', { name: 'Fix the login page' }).waitFor(SLOW);
    expect(await page.getByRole('link', { name: 'Another issue' }).count()).to.equal(0);
    const filters = page.getByRole('search', { name: 'Issues' });
    const labelFilter = filters.getByRole('button', { name: /^Label/ });
    await filters.getByRole('button', { name: 'Label Bug' }).waitFor(SLOW);
    expect(await rows.filter({ hasText: 'Bug' }).count()).to.equal(1);
    await expectAccessible(page, 'issue list filtered by label');

    // The filter takes several labels: issues carrying any of them, each in the address.
    const ui = await api<{ id: string }>('POST', `/workspaces/${workspaceId}/labels`, {
      name: 'UI',
      color: '#0e8a16',
    });
    await api('POST', `/workspaces/${workspaceId}/issues`, {
      projectId: project.id,
      title: 'Align the buttons',
      labelIds: [ui.id],
    });
    await page.reload();
    await labelFilter.click();
    await filters.getByRole('checkbox', { name: 'UI' }).check();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('labelId').length === 2);
    expect(new URL(page.url()).searchParams.getAll('labelId')).to.have.members([
      labels.items[0]!.id,
      ui.id,
    ]);
    await page.getByRole('link', { name: 'Align the buttons' }).waitFor(SLOW);
    await page.getByRole('link', { name: 'Fix the login page' }).waitFor(SLOW);
    expect(await page.getByRole('link', { name: 'Another issue' }).count()).to.equal(0);
    await filters.getByRole('button', { name: 'Label Bug, UI' }).waitFor(SLOW);
    // A reload shows the same view from the address alone.
    await page.reload();
    await filters.getByRole('button', { name: 'Label Bug, UI' }).waitFor(SLOW);
    await page.getByRole('link', { name: 'Align the buttons' }).waitFor(SLOW);

    // Taking one off narrows the list again; "Any label" clears the filter.
    await labelFilter.click();
    await filters.getByRole('checkbox', { name: 'Bug' }).uncheck();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('labelId').join() === ui.id);
    await page.getByRole('link', { name: 'Fix the login page' }).waitFor({
      state: 'detached',
      ...SLOW,
    });
    await page.getByRole('link', { name: 'Align the buttons' }).waitFor(SLOW);
    await labelFilter.click();
    await filters.getByRole('button', { name: 'Any label' }).click();
    await page.waitForURL((url) => !url.searchParams.has('labelId'));
    await page.getByRole('link', { name: 'Another issue' }).waitFor(SLOW);
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'issue list filtered by several labels');

    // The board keeps its label filter in the address too (a link with one label still works),
    // and takes several labels as the list does: issues carrying any of them.
    await page.goto(`/w/${workspaceId}/projects/${project.id}/board?label=${labels.items[0]!.id}`);
    await page.getByRole('heading', { name: 'Board', level: 1 }).waitFor(SLOW);
    const backlog = page.getByRole('region', { name: /Backlog/ });
    const boardFilters = page.getByRole('button', { name: /^Label/ });
    await backlog.getByRole('listitem', { name: /Fix the login page/ }).waitFor(SLOW);
    expect(await backlog.getByRole('listitem', { name: /Another issue/ }).count()).to.equal(0);
    expect(await backlog.getByRole('listitem', { name: /Align the buttons/ }).count()).to.equal(0);
    await page.getByRole('button', { name: 'Label Bug' }).waitFor(SLOW);
    await boardFilters.click();
    await page.getByRole('checkbox', { name: 'UI' }).check();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('label').length === 2, SLOW);
    expect(new URL(page.url()).searchParams.getAll('label')).to.have.members([
      labels.items[0]!.id,
      ui.id,
    ]);
    await backlog.getByRole('listitem', { name: /Align the buttons/ }).waitFor(SLOW);
    await backlog.getByRole('listitem', { name: /Fix the login page/ }).waitFor(SLOW);
    expect(await backlog.getByRole('listitem', { name: /Another issue/ }).count()).to.equal(0);
    await expectAccessible(page, 'board filtered by several labels');
    await snapBothWidths(page, 'board-labels');
    // A reload shows the same board from the address alone; "Any label" clears the filter.
    await page.reload();
    await page.getByRole('button', { name: 'Label Bug, UI' }).waitFor(SLOW);
    await backlog.getByRole('listitem', { name: /Align the buttons/ }).waitFor(SLOW);
    await boardFilters.click();
    await page.getByRole('button', { name: 'Any label' }).click();
    await page.waitForURL((url) => !url.searchParams.has('label'), SLOW);
    await backlog.getByRole('listitem', { name: /Another issue/ }).waitFor(SLOW);
  });

  it('uploads an export, shows the dry run report, then imports with a progress bar', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Moving in');
    await api('POST', `/workspaces/${workspaceId}/projects`, { name: 'Acme', prefix: 'ACME' });
    await page.goto(`/w/${workspaceId}`);
    await nav().getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import issues' }).waitFor(SLOW);
    await page.getByLabel('Project').selectOption({ label: 'Acme (ACME)' });
    await page.getByLabel('Format').selectOption('jira-csv');
    await page.getByLabel('Export file').setInputFiles({
      name: 'jira.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(JIRA),
    });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page
      .getByText('Done: would create 2 of 3 issues; 0 already imported; 1 failed.')
      .waitFor(SLOW);
    await page
      .getByRole('cell', {
        name: /3 fields where the header has 6|2 fields where the header has 6/,
      })
      .waitFor(SLOW);
    await page
      .getByRole('cell', { name: 'Status "Blocked" is not known here: imported as backlog.' })
      .waitFor(SLOW);
    await expectAccessible(page, 'dry run report');
    await snapBothWidths(page, 'import-dry-run');

    await page.getByRole('button', { name: 'Import 2 issues' }).click();
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor(SLOW);
    await page
      .getByText('Done: created 2 of 3 issues; 0 already imported; 1 failed.')
      .waitFor(SLOW);
    expect(
      await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value'),
    ).to.equal('3');
    await expectAccessible(page, 'import done');
    await snapBothWidths(page, 'import-report');
    const issues = await api<{ items: { title: string }[] }>(
      'GET',
      `/workspaces/${workspaceId}/issues`,
    );
    expect(issues.items.map((i) => i.title).sort()).to.deep.equal([
      'Login fails with "quotes"',
      'Write the docs',
    ]);
  });
});
