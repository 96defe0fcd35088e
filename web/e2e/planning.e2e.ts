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
  dueOn: string | null;
  estimate: number | null;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('planning in Chromium: sprint completion, due dates, estimates, the board by hand', function () {
  this.timeout(180_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened));

  const api = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: string, data?: unknown) =>
    call<T>(page, service.baseUrl, method, p, data);

  async function givenProject(name: string, prefix: string) {
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, name);
    const ws = `/workspaces/${workspaceId}`;
    const project = await api<{ id: string }>('POST', `${ws}/projects`, { name, prefix });
    const issue = (fields: Record<string, unknown>) =>
      api<Issue>('POST', `${ws}/issues`, { projectId: project.id, ...fields });
    const read = (id: string) => api<Issue>('GET', `${ws}/projects/${project.id}/issues/${id}`);
    return { workspaceId, ws, projectId: project.id, issue, read };
  }

  it('completes a sprint into the next one, and draws its scope', async () => {
    const { workspaceId, ws, projectId, issue, read } = await givenProject('Sprinter', 'SPR');
    const sprints = `${ws}/projects/${projectId}/sprints`;
    const sprint = await api<{ id: string }>('POST', sprints, {
      name: 'Sprint 1',
      state: 'active',
      startsOn: day(-3),
      endsOn: day(3),
    });
    const next = await api<{ id: string }>('POST', sprints, { name: 'Sprint 2', startsOn: day(4) });
    const open = await issue({ title: 'Open work', sprintId: sprint.id, status: 'in_progress' });
    const done = await issue({ title: 'Done work', sprintId: sprint.id, status: 'done' });
    await issue({ title: 'Added later', sprintId: sprint.id });

    await page.goto(`/w/${workspaceId}/projects/${projectId}/sprints/${sprint.id}`);
    const chart = page.getByRole('img', { name: 'Burndown of Sprint 1' });
    await chart.waitFor();
    expect(await chart.locator('.recharts-line path.recharts-line-curve').count()).to.equal(3);
    // The same figures for screen readers: today the scope is three issues, two open.
    const table = page.getByRole('table', { name: 'Burndown of Sprint 1, day by day' });
    expect(await table.getByRole('row', { name: day(0) }).innerText()).to.match(/2\s+3/);
    await expectAccessible(page, 'an active sprint with its scope');

    await page.getByRole('button', { name: 'Complete sprint' }).click();
    const asking = page.getByRole('dialog', { name: 'Complete “Sprint 1”?' });
    await asking.getByText('2 of its issues are still open.').waitFor();
    expect(await asking.getByRole('radio', { name: 'Another sprint' }).isChecked()).to.equal(true);
    expect(await asking.getByLabel('Sprint', { exact: true }).inputValue()).to.equal(next.id);
    await expectAccessible(page, 'the completion dialog');
    await snapBothWidths(page, 'sprint-complete-dialog');
    await asking.getByRole('button', { name: 'Complete sprint' }).click();
    await page.getByText(/2 open issues moved to “Sprint 2”/).waitFor();
    await page.getByText('This sprint is completed: it is read-only').waitFor();
    expect((await read(open.id)).sprintId).to.equal(next.id);
    expect((await read(done.id)).sprintId).to.equal(sprint.id);
    expect(await page.getByRole('button', { name: 'Add to sprint' }).count()).to.equal(0);
    await snapBothWidths(page, 'sprint-completed-read-only');

    // The sprint that took them shows them.
    await page.goto(`/w/${workspaceId}/projects/${projectId}/sprints/${next.id}`);
    await page.getByRole('row', { name: /SPR-1/ }).waitFor();
    await page.getByRole('row', { name: /SPR-3/ }).waitFor();
  });

  it('gives issues due dates and estimates, shows what is overdue, and lists my issues', async () => {
    const { workspaceId, issue, read } = await givenProject('Planner', 'PLN');
    const me = await api<{ id: string }>('GET', '/auth/me');
    const late = await issue({
      title: 'Late report',
      status: 'todo',
      assigneeId: me.id,
      dueOn: day(-2),
      estimate: 3,
    });
    await issue({ title: 'Going well', status: 'in_progress', assigneeId: me.id, dueOn: day(5) });
    await issue({ title: 'Finished', status: 'done', assigneeId: me.id, dueOn: day(-9) });
    await issue({ title: 'Someone else’s', status: 'todo' });

    // A new issue with both, from the Create issue dialog.
    await page.goto(`/w/${workspaceId}/issues`);
    await page.getByRole('button', { name: 'Create issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create issue' });
    await dialog.getByLabel('Title').fill('Plan the launch');
    await dialog.getByLabel('Due date').fill(day(10));
    await dialog.getByLabel('Estimate (points)').fill('5');
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await page.getByRole('heading', { name: 'Plan the launch' }).waitFor();
    expect(await page.getByLabel('Due date').inputValue()).to.equal(day(10));
    expect(await page.getByLabel('Estimate (points)').inputValue()).to.equal('5');
    // Changed on the issue page: saved when the field is left.
    await page.getByLabel('Estimate (points)').fill('8');
    await page.keyboard.press('Tab');
    await page.getByText('Estimate set to 8 points').waitFor();
    await page.reload();
    expect(await page.getByLabel('Estimate (points)').inputValue()).to.equal('8');
    await expectAccessible(page, 'an issue with a due date and an estimate');

    await page.goto(`/w/${workspaceId}/projects/${late.projectId}/issues/${late.id}`);
    await page.getByText('Overdue', { exact: true }).waitFor();
    expect((await read(late.id)).estimate).to.equal(3);

    // My issues: assigned to me, in To do or In progress, from the address after a reload.
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'My issues' })
      .click();
    await page.getByRole('heading', { name: 'My issues', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('checkbox', { name: 'To do' }).check();
    await page.getByRole('checkbox', { name: 'In progress' }).check();
    await page.waitForURL(/status=todo&status=in_progress/);
    await page.keyboard.press('Escape');
    await page.reload();
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    await page.getByRole('row', { name: /Late report/ }).waitFor();
    await page.getByRole('row', { name: /Going well/ }).waitFor();
    expect(await rows.count()).to.equal(2);
    await page.getByRole('row', { name: /Late report.*Overdue/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Status/ }).innerText()).to.contain(
      'To do, In progress',
    );
    // Sorted by due date, soonest first.
    await page.getByLabel('Sort by').selectOption('dueOn');
    await page.getByLabel('Order').selectOption('asc');
    await page.waitForURL(/sortBy=dueOn/);
    // The list keeps its rows while the sorted page loads: wait for the new order.
    await rows.first().filter({ hasText: 'Late report' }).waitFor();
    await expectAccessible(page, 'my issues, two statuses');
    await snapBothWidths(page, 'my-issues');

    await page.getByRole('link', { name: 'Created by me' }).click();
    await page.getByRole('row', { name: /Plan the launch/ }).waitFor();
  });

  it('orders the board by hand, kept across reloads; + creates at the top of a column', async () => {
    const { workspaceId, ws, projectId, issue } = await givenProject('Boarder', 'BRD');
    for (const title of ['First', 'Second', 'Third']) await issue({ title, status: 'todo' });
    await issue({ title: 'Under way', status: 'in_progress', estimate: 2, dueOn: day(-1) });
    await page.goto(`/w/${workspaceId}/projects/${projectId}/board?order=manual`);
    const column = (name: string) => page.getByRole('region', { name });
    const order = (name: string) =>
      column(name)
        .getByRole('listitem')
        .evaluateAll((cards) =>
          cards.map((card) => card.getAttribute('aria-label')!.split(' ')[0]),
        );
    await column('To do')
      .getByRole('listitem', { name: /^BRD-1 / })
      .waitFor();
    // New issues go to the top.
    expect(await order('To do')).to.deep.equal(['BRD-3', 'BRD-2', 'BRD-1']);
    // Estimate and due date on the card; overdue said in words.
    const busy = column('In progress').getByRole('listitem', { name: /^BRD-4 / });
    expect(await busy.innerText()).to.match(/2 points[\s\S]*Overdue/);

    const card = column('To do').getByRole('listitem', { name: /^BRD-1 / });
    await card.getByRole('button', { name: /Move BRD-1 to/ }).click();
    await page.getByRole('menuitem', { name: 'Top of the column' }).click();
    await page.getByRole('status').filter({ hasText: 'BRD-1 moved to the top of To do' }).waitFor();
    await page.waitForResponse((r) => r.url().includes('/issues?') && r.status() === 200);
    expect(await order('To do')).to.deep.equal(['BRD-1', 'BRD-3', 'BRD-2']);
    const second = column('To do').getByRole('listitem', { name: /^BRD-2 / });
    await second.getByRole('button', { name: /Move BRD-2 to/ }).click();
    await page.getByRole('menuitem', { name: 'Up one' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'BRD-2 moved above BRD-3 in To do' })
      .waitFor();
    await page.reload();
    await column('To do')
      .getByRole('listitem', { name: /^BRD-1 / })
      .waitFor();
    expect(await order('To do')).to.deep.equal(['BRD-1', 'BRD-2', 'BRD-3']);
    const ranked = await api<{ items: Issue[] }>(
      'GET',
      `${ws}/issues?projectId=${projectId}&status=todo&sortBy=rank&sortOrder=asc`,
    );
    expect(ranked.items.map((i) => i.number)).to.deep.equal([1, 2, 3]);

    // "+" on In progress: the new issue lands at its top and stays there.
    await page.getByRole('button', { name: 'Create issue in In progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create issue' });
    expect(await dialog.getByLabel('Status').inputValue()).to.equal('in_progress');
    await dialog.getByLabel('Title').fill('Hot fix');
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await column('In progress')
      .getByRole('listitem', { name: /^BRD-5 / })
      .waitFor();
    expect(await order('In progress')).to.deep.equal(['BRD-5', 'BRD-4']);
    await page.reload();
    await column('In progress')
      .getByRole('listitem', { name: /^BRD-5 / })
      .waitFor();
    expect(await order('In progress')).to.deep.equal(['BRD-5', 'BRD-4']);
    await expectAccessible(page, 'the board by hand');
    await snapBothWidths(page, 'board-by-hand');
  });
});
