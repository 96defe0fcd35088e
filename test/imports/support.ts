import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { expect } from 'chai';
import { suite } from '../support/context';
import { as, type TestUser, type TestWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';

const FIXTURES = path.resolve(__dirname, '../fixtures/imports');

/** A realistic export from test/fixtures/imports, `{{MEMBER}}` replaced by a member's email. */
export function fixtureExport(file: string, member: TestUser): string {
  return readFileSync(path.join(FIXTURES, file), 'utf8').replaceAll('{{MEMBER}}', member.email);
}

export interface ImportAnswer {
  id: string;
  status: string;
  counts: {
    total: number;
    processed: number;
    created: number;
    alreadyImported: number;
    failed: number;
  };
  report: { row: number; sourceKey: string | null; outcome: string; message: string }[];
  reportTotal: number;
}

/** Starts an import through the API as the workspace's owner; expects 202. */
export async function startImport(
  app: Koa,
  workspace: TestWorkspace,
  body: { projectId: string; format: string; content: string; dryRun?: boolean },
): Promise<ImportAnswer> {
  const res = await as(app, workspace.owner)
    .post(`/api/workspaces/${workspace.id}/imports`)
    .send(body);
  expect(res.status, JSON.stringify(res.body)).to.equal(202);
  return res.body.data as ImportAnswer;
}

/** The import once its job has finished it, as getImport answers. */
export async function settled(app: Koa, workspace: TestWorkspace, importId: string, ms = 30_000) {
  return waitFor(
    async () => {
      const res = await as(app, workspace.owner).get(
        `/api/workspaces/${workspace.id}/imports/${importId}`,
      );
      expect(res.status).to.equal(200);
      const found = res.body.data as ImportAnswer;
      return found.status === 'completed' || found.status === 'failed' ? found : undefined;
    },
    ms,
    `import ${importId} to finish`,
  );
}

/** The project's issues with their source keys, labels and comments, as stored. */
export async function importedIssues(projectId: string) {
  const db = suite.database.db;
  const issues = await db
    .selectFrom('issues as i')
    .leftJoin('issueSources as s', 's.issueId', 'i.id')
    .select([
      'i.id',
      'i.number',
      'i.title',
      'i.description',
      'i.status',
      'i.priority',
      'i.assigneeId',
      's.sourceKey',
    ])
    .where('i.projectId', '=', projectId)
    .orderBy('i.number')
    .execute();
  const labels = await db
    .selectFrom('issueLabels as il')
    .innerJoin('labels as l', 'l.id', 'il.labelId')
    .select(['il.issueId', 'l.name'])
    .where('il.issueId', 'in', issues.length ? issues.map((i) => i.id) : [''])
    .execute();
  const comments = await db
    .selectFrom('comments')
    .select(['issueId', 'authorId', 'body', 'createdAt'])
    .where('issueId', 'in', issues.length ? issues.map((i) => i.id) : [''])
    .orderBy('createdAt')
    .execute();
  return issues.map((issue) => ({
    ...issue,
    labels: labels
      .filter((l) => l.issueId === issue.id)
      .map((l) => l.name)
      .sort(),
    comments: comments.filter((c) => c.issueId === issue.id),
  }));
}

export type ImportedRow = Awaited<ReturnType<typeof importedIssues>>[number];

/** The issue imported from a source key. */
export function byKey(issues: ImportedRow[], key: string): ImportedRow {
  const issue = issues.find((i) => i.sourceKey === key);
  expect(issue, key).to.not.equal(undefined);
  return issue!;
}

/** The workspace's label names, sorted. */
export async function labelNames(workspaceId: string) {
  const rows = await suite.database.db
    .selectFrom('labels')
    .select('name')
    .where('workspaceId', '=', workspaceId)
    .execute();
  return rows.map((r) => r.name).sort();
}
