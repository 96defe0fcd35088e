/**
 * Issue-list latency in a large workspace (not a test): seeds N issues (default 100k)
 * into one workspace, then times the real list query with and without `search`, and
 * prints the EXPLAIN ANALYZE plans of the page query and of the count.
 *
 *   DATABASE_URL=… npx tsx scripts/measure-issue-list.ts
 */
import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import { SORT_FIELDS } from '../src/generated/openapi';
import { readListQuery } from '../src/http/pagination';
import { listIssues } from '../src/issues/queries';
import { openBenchDatabase, runMain } from './support';

const ISSUES = Number(process.env.ISSUES ?? 100_000);
const RUNS = 50;

async function main() {
  const { database } = await openBenchDatabase();
  const db = database.db;
  try {
    const workspaceId = createId();
    const projectId = createId();
    await db
      .insertInto('workspaces')
      .values({ id: workspaceId, name: 'Large', plan: 'PRO' })
      .execute();
    await db
      .insertInto('projects')
      .values({ id: projectId, workspaceId, name: 'Big', prefix: 'BIG' })
      .execute();
    const words = [
      'login',
      'export',
      'crash',
      'billing',
      'search',
      'mobile',
      'timeout',
      'report',
      'sync',
      'invite',
    ];
    await sql`
      INSERT INTO issues (id, workspace_id, project_id, number, title, description, status, priority, created_at)
      SELECT 'big' || n || ${workspaceId}, ${workspaceId}, ${projectId}, n,
             'Issue ' || n || ' about ' || (${words}::text[])[1 + n % 10],
             'Details of ' || (${words}::text[])[1 + (n / 10) % 10] || ' number ' || n,
             (ARRAY['backlog','todo','in_progress','in_review','done','cancelled'])[1 + n % 6]::issue_status,
             (ARRAY['none','low','medium','high','urgent'])[1 + n % 5]::issue_priority,
             now() - make_interval(secs => n)
      FROM generate_series(1, ${ISSUES}) AS n
    `.execute(db);
    // As autovacuum would: sets the visibility map so counts can use index-only scans.
    await sql`VACUUM ANALYZE issues`.execute(db);

    const time = async (query: Record<string, unknown>) => {
      const list = readListQuery<'listIssues'>(query, SORT_FIELDS.listIssues);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await listIssues(db, workspaceId, {}, list);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      return `p50 ${samples[RUNS / 2]!.toFixed(1)} ms, p95 ${samples[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms`;
    };
    console.log(`${ISSUES} issues in one workspace, ${RUNS} runs each, limit 20`);
    console.log(`list (createdAt desc):          ${await time({})}`);
    console.log(`list page 50:                   ${await time({ page: 50 })}`);
    console.log(`list search "login":            ${await time({ search: 'login' })}`);
    console.log(`list search "crash timeout":    ${await time({ search: 'crash timeout' })}`);

    for (const [label, query] of [
      [
        'page query',
        sql`SELECT i.id FROM issues i WHERE i.workspace_id = ${workspaceId} ORDER BY i.created_at DESC, i.id DESC LIMIT 20`,
      ],
      ['count', sql`SELECT count(*) FROM issues i WHERE i.workspace_id = ${workspaceId}`],
      [
        'search count',
        sql`SELECT count(*) FROM issues i WHERE i.workspace_id = ${workspaceId} AND i.search @@ websearch_to_tsquery('simple', 'login')`,
      ],
      [
        'search page query',
        sql`SELECT i.id FROM issues i WHERE i.workspace_id = ${workspaceId} AND i.search @@ websearch_to_tsquery('simple', 'login') ORDER BY i.created_at DESC, i.id DESC LIMIT 20`,
      ],
    ] as const) {
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN (ANALYZE, BUFFERS) ${query}`.execute(db);
      console.log(`\nEXPLAIN ANALYZE ${label}:\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  } finally {
    await database.close();
  }
}

runMain(main);
