import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  givenMember,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { workerFixture } from '../support/webhooks';
import { byKey, fixtureExport, importedIssues, labelNames, settled, startImport } from './support';

describe('imports: GitHub JSON and Linear CSV', () => {
  const fixture = appFixture();
  workerFixture();
  let workspace: TestWorkspace;
  let member: TestUser;
  let project: { id: string; prefix: string };

  beforeEach(async () => {
    workspace = await givenWorkspace();
    member = await givenMember(workspace);
    project = await givenProject(fixture.app, workspace);
  });

  const run = async (format: string, file: string, dryRun: boolean) => {
    const content = fixtureExport(file, member);
    const started = await startImport(fixture.app, workspace, {
      projectId: project.id,
      format,
      content,
      dryRun,
    });
    return settled(fixture.app, workspace, started.id);
  };

  describe('GitHub', () => {
    it('reports in a dry run, skipping pull requests and writing nothing', async () => {
      const report = await run('github-json', 'github.json', true);
      expect(report.counts).to.deep.equal({
        total: 4,
        processed: 4,
        created: 3,
        alreadyImported: 0,
        failed: 1,
      });
      const failed = report.report.filter((line) => line.outcome === 'failed');
      expect(failed).to.deep.equal([
        {
          row: 5,
          sourceKey: 'github:octo/hello#5',
          outcome: 'failed',
          message: 'The issue has no "title".',
        },
      ]);
      expect(await importedIssues(project.id)).to.deep.equal([]);
      expect(await labelNames(workspace.id)).to.deep.equal([]);
    });

    it('imports issues with states, labels, assignees and embedded comments; again, nothing', async () => {
      const report = await run('github-json', 'github.json', false);
      expect(report.counts.created).to.equal(3);
      const issues = await importedIssues(project.id);
      expect(issues.map((i) => [i.sourceKey, i.status])).to.deep.equal([
        ['github:octo/hello#1', 'todo'],
        ['github:octo/hello#3', 'done'],
        ['github:octo/hello#4', 'cancelled'],
      ]);
      const crash = byKey(issues, 'github:octo/hello#1');
      expect(crash.title).to.equal('Crash on start «ünïcode» 🚀');
      expect(crash.description).to.equal('It crashes:\n\n```\nError: boom\n```');
      expect(crash.assigneeId).to.equal(member.id);
      expect(crash.labels).to.deep.equal(['bug', 'good first issue']);
      expect(crash.comments.map((c) => c.body)).to.deep.equal([
        '_Originally written by octocat on 2024-03-08 10:00 UTC:_\n\nSame here,\non "macOS".',
      ]);
      // "Bug" on #4 is the label "bug" #1 brought; string labels are read too.
      expect(byKey(issues, 'github:octo/hello#4').labels).to.deep.equal(['bug']);
      expect(byKey(issues, 'github:octo/hello#3').labels).to.deep.equal(['docs']);
      expect(await labelNames(workspace.id)).to.deep.equal(['bug', 'docs', 'good first issue']);
      const note = report.report.find((line) => line.sourceKey === 'github:octo/hello#4');
      expect(note!.message).to.match(/"stranger" is not a member/);

      const again = await run('github-json', 'github.json', false);
      expect(again.counts).to.include({ created: 0, alreadyImported: 3, failed: 1 });
      expect(await importedIssues(project.id)).to.have.length(3);
    });
  });

  describe('Linear', () => {
    it('reports in a dry run what it would create, writing nothing', async () => {
      const report = await run('linear-csv', 'linear.csv', true);
      expect(report.counts).to.deep.equal({
        total: 9,
        processed: 9,
        created: 8,
        alreadyImported: 0,
        failed: 1,
      });
      expect(report.report.filter((line) => line.outcome === 'failed')).to.deep.equal([
        {
          row: 10,
          sourceKey: 'linear:ENG-9',
          outcome: 'failed',
          message: 'The row has no "Title".',
        },
      ]);
      const note = report.report.find((line) => line.sourceKey === 'linear:ENG-8');
      expect(note).to.include({ outcome: 'note' });
      expect(note!.message).to.equal(
        'Status "Waiting for Godot" is not known here: imported as backlog.',
      );
      expect(await importedIssues(project.id)).to.deep.equal([]);
    });

    it("maps Linear's states and priorities, splits its labels, and imports once", async () => {
      await run('linear-csv', 'linear.csv', false);
      const issues = await importedIssues(project.id);
      expect(issues.map((i) => [i.sourceKey, i.status, i.priority])).to.deep.equal([
        ['linear:ENG-1', 'backlog', 'urgent'],
        ['linear:ENG-2', 'todo', 'high'],
        ['linear:ENG-3', 'in_progress', 'medium'],
        ['linear:ENG-4', 'in_review', 'low'],
        ['linear:ENG-5', 'done', 'none'],
        ['linear:ENG-6', 'cancelled', 'low'],
        ['linear:ENG-7', 'cancelled', 'low'],
        ['linear:ENG-8', 'backlog', 'low'],
      ]);
      const first = byKey(issues, 'linear:ENG-1');
      expect(first.title).to.equal('Search is slow, "very" slow');
      expect(first.description).to.equal('Profile first.\nThen fix.');
      expect(first.assigneeId).to.equal(member.id);
      expect(first.labels).to.deep.equal(['Bug', 'Performance']);
      expect(byKey(issues, 'linear:ENG-4').labels).to.deep.equal(['Bug']);
      expect(byKey(issues, 'linear:ENG-2').title).to.equal('Añadir exportación — 导出');

      const again = await run('linear-csv', 'linear.csv', false);
      expect(again.counts).to.include({ created: 0, alreadyImported: 8, failed: 1 });
      expect(await importedIssues(project.id)).to.have.length(8);
    });
  });
});
