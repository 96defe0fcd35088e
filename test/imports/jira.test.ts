import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  as,
  givenMember,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { workerFixture } from '../support/webhooks';
import { byKey, fixtureExport, importedIssues, labelNames, settled, startImport } from './support';

describe('imports: Jira CSV', () => {
  const fixture = appFixture();
  workerFixture();
  let workspace: TestWorkspace;
  let member: TestUser;
  let project: { id: string; prefix: string };
  let content: string;

  beforeEach(async () => {
    workspace = await givenWorkspace();
    member = await givenMember(workspace);
    project = await givenProject(fixture.app, workspace);
    content = fixtureExport('jira.csv', member);
  });

  const run = async (dryRun: boolean) => {
    const started = await startImport(fixture.app, workspace, {
      projectId: project.id,
      format: 'jira-csv',
      content,
      dryRun,
    });
    expect(started.status).to.equal('queued');
    return settled(fixture.app, workspace, started.id);
  };

  it('reports in a dry run what it would create, writing nothing', async () => {
    const report = await run(true);
    expect(report.status).to.equal('completed');
    expect(report.counts).to.deep.equal({
      total: 8,
      processed: 8,
      created: 6,
      alreadyImported: 0,
      failed: 2,
    });
    const failed = report.report.filter((line) => line.outcome === 'failed');
    expect(failed.map((line) => [line.row, line.sourceKey])).to.deep.equal([
      [8, 'jira:ACME-107'],
      [9, 'jira:ACME-108'],
    ]);
    expect(failed[0]!.message).to.match(/3 fields where the header has 15/);
    expect(failed[1]!.message).to.match(/no "Summary"/);
    const notes = report.report
      .filter((line) => line.sourceKey === 'jira:ACME-106')
      .map((l) => l.message);
    expect(notes.join(' ')).to.match(/Status "Blocked" is not known here: imported as backlog/);
    expect(notes.join(' ')).to.match(/someone@elsewhere\.test.*left unassigned/);
    expect(await importedIssues(project.id)).to.deep.equal([]);
    expect(await labelNames(workspace.id)).to.deep.equal([]);
  });

  it('creates the issues with statuses, priorities, assignees, labels and comments mapped', async () => {
    const report = await run(false);
    expect(report.counts).to.deep.equal({
      total: 8,
      processed: 8,
      created: 6,
      alreadyImported: 0,
      failed: 2,
    });
    const issues = await importedIssues(project.id);
    expect(issues.map((i) => [i.sourceKey, i.status, i.priority])).to.deep.equal([
      ['jira:ACME-101', 'todo', 'high'],
      ['jira:ACME-102', 'in_progress', 'medium'],
      ['jira:ACME-103', 'in_review', 'low'],
      ['jira:ACME-104', 'done', 'urgent'],
      ['jira:ACME-105', 'cancelled', 'low'],
      ['jira:ACME-106', 'backlog', 'medium'],
    ]);
    const first = byKey(issues, 'jira:ACME-101');
    expect(first.title).to.equal('Login fails when the password has "quotes"');
    expect(first.description).to.equal(
      'Steps:\n1. Open the login page\n2. Type a password with a " in it\n\nExpected: it works; actual: 500.',
    );
    expect(first.assigneeId).to.equal(member.id);
    expect(first.labels).to.deep.equal(['backend', 'security']);
    // Labels are matched without regard to case: "Backend" is the label "backend" made.
    expect(byKey(issues, 'jira:ACME-102').labels).to.deep.equal(['backend']);
    expect(byKey(issues, 'jira:ACME-102').title).to.equal(
      'Überprüfung der Kasse — 日本語のテキスト ✓',
    );
    expect(await labelNames(workspace.id)).to.deep.equal(['backend', 'docs', 'security']);

    const [outsider, own] = first.comments;
    expect(outsider!.authorId).to.equal(workspace.owner.id);
    expect(outsider!.body).to.equal(
      '_Originally written by grace@elsewhere.test on 2024-03-07 11:00 UTC:_\n\nSeen it too; on Safari, with "é" as well.',
    );
    expect(own!.authorId).to.equal(member.id);
    expect(own!.body).to.equal('Fixed on the branch.\nDeploying tomorrow.');
    expect(new Date(own!.createdAt).toISOString()).to.equal('2024-03-08T09:05:00.000Z');
    expect(byKey(issues, 'jira:ACME-106').assigneeId).to.equal(null);

    // The API shows them like any issue, labels included.
    const listed = await as(fixture.app, workspace.owner).get(
      `/api/workspaces/${workspace.id}/issues?projectId=${project.id}&sortBy=number&sortOrder=asc`,
    );
    expect(listed.body.data.items[0].labels.map((l: { name: string }) => l.name)).to.deep.equal([
      'backend',
      'security',
    ]);
  });

  it('creates nothing the second time, saying so for each row', async () => {
    await run(false);
    const again = await run(false);
    expect(again.counts).to.deep.equal({
      total: 8,
      processed: 8,
      created: 0,
      alreadyImported: 6,
      failed: 2,
    });
    const already = again.report.filter((line) => line.outcome === 'already_imported');
    expect(already).to.have.length(6);
    expect(already[0]).to.include({ row: 2, sourceKey: 'jira:ACME-101' });
    expect(already[0]!.message).to.equal(
      `Already imported as ${project.prefix}-1: nothing created.`,
    );
    expect(await importedIssues(project.id)).to.have.length(6);
    // A dry run after it says the same, and would create nothing.
    const dry = await run(true);
    expect(dry.counts.created).to.equal(0);
    expect(dry.counts.alreadyImported).to.equal(6);
  });
});
