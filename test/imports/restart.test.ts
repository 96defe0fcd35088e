import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { givenProject, givenWorkspace, type TestWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { WEBHOOK_ENV } from '../support/webhooks';
import { runImport } from '../../src/imports/run';
import { importedIssues, settled, startImport } from './support';

const ROOT = path.resolve(__dirname, '../..');

/** A Jira export of `count` issues, every fifth with a label and a comment. */
function jiraExport(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const labels = i % 5 === 0 ? `batch-${i % 3}` : '';
    const comment =
      i % 5 === 0
        ? `"01/Apr/24 9:00 AM;someone@elsewhere.test;Comment on ${i}; with ""quotes"""`
        : '';
    return `"Issue ${i}, imported",BIG-${i + 1},To Do,Medium,${labels},${comment}`;
  });
  return `Summary,Issue key,Status,Priority,Labels,Comment\n${rows.join('\n')}\n`;
}

/** The import's stored progress. */
const progressOf = (importId: string) =>
  suite.database.db
    .selectFrom('imports')
    .select(['nextRow', 'status', 'created'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();

async function expectImportedOnce(projectId: string, count: number) {
  const issues = await importedIssues(projectId);
  expect(issues).to.have.length(count);
  expect(new Set(issues.map((i) => i.sourceKey)).size).to.equal(count);
  expect(issues.map((i) => i.number)).to.deep.equal(Array.from({ length: count }, (_, i) => i + 1));
  const comments = issues.reduce((n, issue) => n + issue.comments.length, 0);
  expect(comments).to.equal(Math.ceil(count / 5));
}

describe('imports: a restart mid-import', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string };

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('goes on after the last batch written when a run stops, creating nothing twice', async () => {
    const started = await startImport(fixture.app, workspace, {
      projectId: project.id,
      format: 'jira-csv',
      content: jiraExport(95),
    });
    // A run told to stop after its second batch, as a stopping worker's is.
    let batches = 0;
    const first = await runImport(suite.database.db, started.id, {
      batchSize: 20,
      stopping: () => batches++ >= 2,
    });
    expect(first).to.equal('stopped');
    expect(await progressOf(started.id)).to.deep.equal({
      nextRow: 40,
      status: 'running',
      created: 40,
    });
    expect(await importedIssues(project.id)).to.have.length(40);

    const second = await runImport(suite.database.db, started.id, {
      batchSize: 20,
      stopping: () => false,
    });
    expect(second).to.equal('completed');
    await expectImportedOnce(project.id, 95);
    const answer = await settled(fixture.app, workspace, started.id);
    expect(answer.counts).to.deep.equal({
      total: 95,
      processed: 95,
      created: 95,
      alreadyImported: 0,
      failed: 0,
    });
    // Run again (a job that ran twice): nothing to do.
    expect(
      await runImport(suite.database.db, started.id, { batchSize: 20, stopping: () => false }),
    ).to.equal('gone');
  });

  describe('with real worker processes', () => {
    const children: ChildProcess[] = [];
    after(() => {
      for (const child of children) child.kill('SIGKILL');
    });

    /** A worker process on the suite's database, importing 10 rows per batch. */
    function startWorkerProcess(): ChildProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...WEBHOOK_ENV,
          PROCESS_ROLE: 'worker',
          DATABASE_URL: suite.database.url,
          LOG_LEVEL: process.env.TEST_WORKER_LOG ?? 'silent',
          IMPORT_BATCH_SIZE: '10',
          WORKER_POLL_INTERVAL_MS: '50',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      return child;
    }

    it('finishes after the worker is killed mid-import, without duplicates', async function () {
      this.timeout(240_000);
      const count = 400;
      const first = startWorkerProcess();
      const started = await startImport(fixture.app, workspace, {
        projectId: project.id,
        format: 'jira-csv',
        content: jiraExport(count),
      });
      await waitFor(
        async () => (await progressOf(started.id)).nextRow >= 30,
        120_000,
        'the first batches (a worker process starts in about 30 s here)',
      );
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      const stoppedAt = (await progressOf(started.id)).nextRow;
      expect(stoppedAt).to.be.below(count);

      startWorkerProcess();
      const answer = await settled(fixture.app, workspace, started.id, 150_000);
      expect(answer.status).to.equal('completed');
      expect(answer.counts).to.deep.equal({
        total: count,
        processed: count,
        created: count,
        alreadyImported: 0,
        failed: 0,
      });
      await expectImportedOnce(project.id, count);
    });
  });
});
