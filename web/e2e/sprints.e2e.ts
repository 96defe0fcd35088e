import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { call, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

interface Issue {
  id: string;
  projectId: string;
  number: number;
  sprintId: string | null;
}
interface Sprint {
  id: string;
  name: string;
  state: string;
  startsOn: string | null;
  endsOn: string | null;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('sprints in Chromium', function () {
  this.timeout(180_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened));

  const api = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: string, data?: unknown) =>
    call<T>(page, service.baseUrl, method, p, data);

  it('plans a sprint, moves issues into it, starts it, draws its burndown and completes it', async () => {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Spry');
    const ws = `/workspaces/${workspaceId}`;
    const project = await api<{ id: string }>('POST', `${ws}/projects`, {
      name: 'Website',
      prefix: 'WEB',
    });
    const issues: Issue[] = [];
    for (const title of ['Fix the login page', 'Dark mode', 'Faster search'])
      issues.push(await api<Issue>('POST', `${ws}/issues`, { projectId: project.id, title }));
    const sprintsOf = () =>
      api<{ items: Sprint[] }>('GET', `${ws}/projects/${project.id}/sprints`).then((r) => r.items);
    const issue = (n: number) =>
      api<Issue>('GET', `${ws}/projects/${project.id}/issues/${issues[n - 1]!.id}`);

    await page.goto(`/w/${workspaceId}`);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Sprints' })
      .click();
    await page.getByRole('heading', { name: 'Sprints', level: 1 }).waitFor();
    expect(page.url()).to.contain(`/projects/${project.id}/sprints`);
    await page.getByText('Nothing planned. Create a sprint above').waitFor();
    await page.getByRole('img', { name: 'Burndown of Website' }).waitFor();
    await expectAccessible(page, 'sprints, none yet');
    await snapBothWidths(page, 'sprints-empty');

    // A name is required, and said so before anything is sent.
    await page.getByRole('button', { name: 'Create sprint' }).click();
    await page.getByText('Enter a name for the sprint.').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).to.equal('true');
    // The API's own check: the end before the start, shown by the end date.
    await page.getByLabel('Name').fill('Sprint 1');
    await page.getByLabel('Goal').fill('Ship the new login');
    await page.getByLabel('Start date').fill(day(0));
    await page.getByLabel('End date').fill(day(-3));
    await page.getByRole('button', { name: 'Create sprint' }).click();
    await page.locator('input[name="endsOn"][aria-invalid="true"]').waitFor();
    await snapBothWidths(page, 'sprints-validation');
    await page.getByLabel('End date').fill(day(9));
    await page.getByRole('button', { name: 'Create sprint' }).click();

    await page.getByRole('heading', { name: 'Sprint 1', level: 1 }).waitFor();
    await page.getByText('Ship the new login').waitFor();
    const [planned] = await sprintsOf();
    expect(planned).to.include({ name: 'Sprint 1', state: 'planned', startsOn: day(0) });
    await page.getByText('No issues yet. Add some').waitFor();

    // Move issues in, and one back out, each through the issue's sprintId.
    const pickList = page.getByRole('list', { name: 'Issues not in this sprint' });
    for (const ref of ['WEB-1', 'WEB-2', 'WEB-3']) {
      await pickList
        .getByRole('listitem')
        .filter({ hasText: ref })
        .getByRole('button', { name: 'Add to sprint' })
        .click();
      await page.getByRole('row', { name: new RegExp(ref) }).waitFor();
    }
    await page.getByText('Every issue on this page is in the sprint already').waitFor();
    for (const n of [1, 2, 3]) expect((await issue(n)).sprintId).to.equal(planned!.id);
    await page
      .getByRole('row', { name: /WEB-3/ })
      .getByRole('button', { name: 'Remove from sprint' })
      .click();
    await pickList.getByRole('listitem').filter({ hasText: 'WEB-3' }).waitFor();
    expect((await issue(3)).sprintId).to.equal(null);
    // Search finds an issue outside the sprint among the project's.
    await page.getByLabel('Search').fill('Faster');
    await page.waitForURL(/\?q=Faster/);
    await pickList.getByRole('listitem').filter({ hasText: 'Faster search' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Search').inputValue()).to.equal('Faster');
    await pickList.getByRole('listitem').filter({ hasText: 'Faster search' }).waitFor();

    await page.getByRole('button', { name: 'Start sprint' }).click();
    await page.getByText('Active', { exact: true }).waitFor();
    expect((await sprintsOf())[0]!.state).to.equal('active');

    // One of the two is done: the chart's figures follow.
    await api('PATCH', `${ws}/projects/${project.id}/issues/${issues[0]!.id}`, { status: 'done' });
    await page.reload();
    const chart = page.getByRole('img', { name: 'Burndown of Sprint 1' });
    await chart.waitFor();
    // Both axes say what they count.
    await chart.getByText('Open issues', { exact: true }).first().waitFor();
    await chart.getByText('Day', { exact: true }).waitFor();
    const lines = chart.locator('.recharts-line path.recharts-line-curve');
    // Ideal (dashed), scope and open issues.
    expect(await lines.count()).to.equal(3);
    const dashes = await lines.evaluateAll((paths) =>
      paths.map((p) => p.getAttribute('stroke-dasharray')),
    );
    expect(dashes.filter(Boolean)).to.have.length(1);
    await page
      .getByText(`1 issue open on ${day(0)}`)
      .first()
      .waitFor();
    await page.getByRole('row', { name: /WEB-1.*Done/ }).waitFor();
    await expectAccessible(page, 'an active sprint');
    await snapBothWidths(page, 'sprint-active');

    // Completing asks where the open issue (WEB-2) goes; no other sprint: a new one or the backlog.
    await page.getByRole('button', { name: 'Complete sprint' }).click();
    const asking = page.getByRole('dialog', { name: 'Complete “Sprint 1”?' });
    await asking.getByText('1 of its issues is still open.').waitFor();
    await asking.getByRole('radio', { name: 'The backlog (no sprint)' }).check();
    await asking.getByRole('button', { name: 'Complete sprint' }).click();
    await page.getByText('Completed', { exact: true }).waitFor();
    expect((await sprintsOf())[0]).to.include({ state: 'completed', endsOn: day(9) });
    expect((await issue(2)).sprintId).to.equal(null);
    expect((await issue(1)).sprintId).to.equal(planned!.id);
    // Read-only: no edit, no adding or removing issues.
    await page.getByText('This sprint is completed: it is read-only').waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Add to sprint' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Remove from sprint' }).count()).to.equal(0);
    await snapBothWidths(page, 'sprint-completed');

    // The list: by state (a completed sprint offers no edit), the project's burndown over
    // a range in the address.
    await page.getByRole('link', { name: 'Sprints' }).last().click();
    const completed = page.getByRole('region', { name: /Completed/ });
    await completed.getByRole('link', { name: 'Sprint 1' }).waitFor();
    expect(await completed.getByRole('button', { name: 'Edit' }).count()).to.equal(0);

    await page.getByLabel('From').fill(day(-6));
    await page.waitForURL(new RegExp(`from=${day(-6)}`));
    await page.reload();
    expect(await page.getByLabel('From').inputValue()).to.equal(day(-6));
    await page
      .getByText(`From ${day(-6)} to ${day(0)}`)
      .first()
      .waitFor();
    await expectAccessible(page, 'sprints by state');
    await snapBothWidths(page, 'sprints');

    await completed.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete sprint “Sprint 1”?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No sprint completed yet.').waitFor();
    expect(await sprintsOf()).to.deep.equal([]);
    expect((await issue(2)).sprintId).to.equal(null);
  });
});
