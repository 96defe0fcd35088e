/**
 * Issue-list scale benchmark (not a test): the same list requests against a workspace of
 * 10,000 issues and one of 1,000,000, through the real service with a PAT, one request
 * at a time so the figure is the request's own latency. Target: p50 at 1M ≤ 2× p50 at
 * 10k for the default list, a status filter and a search.
 *
 * Both workspaces are generated in SQL on first use and kept (fixed ids), so later runs
 * start at once: with no DATABASE_URL they live in the embedded cluster in .data/bench.
 * BENCH_EXPLAIN=1 also prints the plans of the 1M workspace's queries.
 *
 *   npm run bench:lists
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import { freePort } from '../src/db/embedded/cluster';
import { insertToken } from '../src/credentials/pats';
import { openBenchDatabase, percentile, runMain, stopChild, waitReady } from './support';

const SIZES = [10_000, 1_000_000];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WORDS = ['login', 'export', 'crash', 'billing', 'search', 'mobile', 'timeout', 'report'];
const QUERIES: [string, string][] = [
  ['default list', 'limit=20'],
  ['status filter', 'limit=20&status=in_progress'],
  ['search "login"', 'limit=20&search=login'],
  ['search, 2 words', 'limit=20&search=crash%20timeout'],
];

/** The workspace of `size` issues, generated once: its id and its owner's id. */
async function ensureWorkspace(db: Db, size: number) {
  // Fixed ids in the shape of generated ones ([a-z0-9]), which tokens embed.
  const workspaceId = `benchissues${size}`;
  const userId = `benchissuesowner${size}`;
  const projectId = `benchissuesproject${size}`;
  const existing = await sql<{ count: number }>`
    SELECT coalesce(sum(count), 0)::int AS count FROM issue_counts WHERE workspace_id = ${workspaceId}
  `.execute(db);
  if (existing.rows[0]!.count === size) return { workspaceId, userId };

  const started = performance.now();
  process.stdout.write(`generating ${size} issues (once; kept for later runs)… `);
  await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ id: userId, email: `${userId}@bench.test`, name: 'Bench', passwordHash: 'x' })
      .execute();
    await trx
      .insertInto('workspaces')
      .values({ id: workspaceId, name: 'Lists', plan: 'PRO' })
      .execute();
    await trx
      .insertInto('workspaceMembers')
      .values({ workspaceId, userId, role: 'owner' })
      .execute();
    await trx
      .insertInto('projects')
      .values({ id: projectId, workspaceId, name: 'Big', prefix: 'BIG' })
      .execute();
    // Row triggers (the kept counts, foreign-key checks) are off for this bulk insert:
    // the rows are consistent by construction, and the counts are set once below.
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO issues (id, workspace_id, project_id, number, title, description, status, priority, created_at, updated_at)
      SELECT ${workspaceId} || 'x' || n, ${workspaceId}, ${projectId}, n,
             'Issue ' || n || ' about ' || (${WORDS}::text[])[1 + n % 8],
             'Details of ' || (${WORDS}::text[])[1 + (n / 8) % 8] || ' number ' || n,
             (enum_range(NULL::issue_status))[1 + n % 6],
             (enum_range(NULL::issue_priority))[1 + n % 5],
             now() - make_interval(secs => n), now() - make_interval(secs => n)
      FROM generate_series(1, ${size}) AS n
    `.execute(trx);
    await sql`SET LOCAL session_replication_role = origin`.execute(trx);
    await sql`
      UPDATE issue_counts c SET count = (
        SELECT count(*) FROM issues i WHERE i.project_id = c.project_id AND i.status = c.status)
      WHERE c.workspace_id = ${workspaceId}
    `.execute(trx);
    await sql`UPDATE projects SET last_issue_number = ${size} WHERE id = ${projectId}`.execute(trx);
  });
  // As autovacuum would eventually: statistics and the visibility map.
  await sql`VACUUM ANALYZE issues`.execute(db);
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { workspaceId, userId };
}

/** p50/p99 of `REQUESTS` sequential GETs of one URL, after a warm-up. */
async function timeRequests(url: string, token: string) {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { meta?: unknown } };
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return body.data?.meta;
  };
  for (let i = 0; i < 20; i++) await get();
  const samples: number[] = [];
  let meta: unknown;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    meta = await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), meta };
}

async function explain(db: Db, workspaceId: string) {
  for (const [label, query] of [
    [
      'page',
      sql`SELECT i.id FROM issues i WHERE i.workspace_id = ${workspaceId} ORDER BY i.created_at DESC, i.id DESC LIMIT 20`,
    ],
    [
      'search page',
      sql`SELECT i.id FROM issues i WHERE i.workspace_id = ${workspaceId} AND i.search @@ websearch_to_tsquery('simple', 'login') ORDER BY i.created_at DESC, i.id DESC LIMIT 20`,
    ],
    [
      'search count',
      sql`SELECT count(*) FROM issues i WHERE i.workspace_id = ${workspaceId} AND i.search @@ websearch_to_tsquery('simple', 'login')`,
    ],
  ] as const) {
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, BUFFERS) ${query}`.execute(db);
    console.log(`\nEXPLAIN ANALYZE ${label}:\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function main() {
  const { database } = await openBenchDatabase();
  const db = database.db;
  const port = await freePort();
  const service = fork(path.join(__dirname, '../dist/src/main.js'), [], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MIN: '100000000',
      RATE_LIMIT_TOKEN_PER_MIN: '100000000',
    },
  });
  try {
    const workspaces = [];
    for (const size of SIZES) workspaces.push({ size, ...(await ensureWorkspace(db, size)) });
    await waitReady(`http://127.0.0.1:${port}/readyz`, service);
    console.log(`issue lists, PAT, ${REQUESTS} sequential requests each, limit 20`);
    const p50s = new Map<string, number[]>();
    for (const { size, workspaceId, userId } of workspaces) {
      const { token } = await insertToken(db, {
        workspaceId,
        userId,
        name: 'bench',
        scopes: ['read:issues'],
      });
      for (const [label, query] of QUERIES) {
        const url = `http://127.0.0.1:${port}/api/workspaces/${workspaceId}/issues?${query}`;
        const r = await timeRequests(url, token.plaintext);
        p50s.set(label, [...(p50s.get(label) ?? []), r.p50]);
        console.log(
          `${String(size).padStart(9)} issues  ${label.padEnd(18)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  meta ${JSON.stringify(r.meta)}`,
        );
      }
    }
    for (const [label, [small, large]] of p50s) {
      console.log(
        `${label.padEnd(18)} p50 at 1M / p50 at 10k = ${(large! / small!).toFixed(2)} (target ≤ 2)`,
      );
    }
    if (process.env.BENCH_EXPLAIN) await explain(db, workspaces.at(-1)!.workspaceId);
  } finally {
    await stopChild(service);
    await database.close();
  }
}

runMain(main);
