/**
 * Import and label-filter benchmark (not a test): a 10,000-row Jira CSV export imported
 * through the real service (one process running the API and the worker, as shipped), from
 * `createImport` to `getImport` saying it completed; then `listIssues` on the 10,000
 * imported issues, unfiltered and filtered by label (a common label, a rare one, two at
 * once), one request at a time with a PAT. Targets: the import ≤ 30 s; a filtered list's
 * p50 within 2× the unfiltered list's, as `bench:lists` holds lists at scale.
 *
 *   npm run bench:imports
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { newId } from '../src/db/ids';
import { freePort } from '../src/db/embedded/cluster';
import { insertToken } from '../src/credentials/pats';
import {
  openBenchDatabase,
  percentile,
  runMain,
  seedWorkspace,
  stopChild,
  waitReady,
} from './support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const STATUSES = ['To Do', 'In Progress', 'In Review', 'Done', "Won't Do", 'Blocked'];
const PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'];
const LABELS = Array.from({ length: 20 }, (_, i) => `area-${i}`);

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A Jira export as Jira writes one: quotes, line breaks, Unicode, repeated columns. */
function jiraExport(rows: number, members: string[]): string {
  const header =
    'Summary,Issue key,Issue id,Issue Type,Status,Priority,Assignee,Created,Description,Labels,Labels,Comment,Comment';
  const lines = [header];
  for (let n = 1; n <= rows; n++) {
    const comments =
      n % 4 === 0
        ? [
            quoted(
              `07/Mar/24 10:15 AM;${members[n % members.length]};Looked at it; "fine" for now.`,
            ),
            quoted(`08/Mar/24 9:05 PM;someone@elsewhere.test;Seen it too —\nüber Safari.`),
          ]
        : ['', ''];
    lines.push(
      [
        quoted(`Issue ${n}: the "${LABELS[n % 20]}" page — ünïcödé ✓`),
        `BENCH-${n}`,
        String(10_000 + n),
        'Task',
        STATUSES[n % STATUSES.length],
        PRIORITIES[n % PRIORITIES.length],
        n % 3 === 0 ? members[n % members.length] : '',
        '07/Mar/24 10:15 AM',
        quoted(`Steps:\n1. Open page ${n}\n2. Click "Save"\n\nExpected: saved.`),
        LABELS[n % 20],
        // A rare label: 10 issues in 10,000.
        n % 1000 === 0 ? 'rare' : LABELS[(n * 7) % 20],
        ...comments,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function timeRequests(url: string, token: string) {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { meta?: { total: number } } };
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return body.data!.meta!.total;
  };
  for (let i = 0; i < 20; i++) await get();
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    total = await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), total };
}

async function main() {
  const { database } = await openBenchDatabase();
  const db = database.db;
  const { userId, workspaceId } = await seedWorkspace(db);
  const members: string[] = [];
  for (let i = 0; i < 10; i++) {
    const id = newId();
    const email = `${id}@bench.test`;
    await db
      .insertInto('users')
      .values({ id, email, name: `Member ${i}`, passwordHash: 'x' })
      .execute();
    await db
      .insertInto('workspaceMembers')
      .values({ workspaceId, userId: id, role: 'member' })
      .execute();
    members.push(email);
  }
  const projectId = newId();
  await db
    .insertInto('projects')
    .values({ id: projectId, workspaceId, name: 'Moved in', prefix: 'MOV' })
    .execute();
  const { token } = await insertToken(db, {
    workspaceId,
    userId,
    name: 'bench',
    scopes: ['read:issues', 'write:issues'],
  });
  const content = jiraExport(ROWS, members);
  const port = await freePort();
  const service = fork(path.join(__dirname, '../dist/src/main.js'), [], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      PROCESS_ROLE: 'all',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MIN: '100000000',
      RATE_LIMIT_TOKEN_PER_MIN: '100000000',
    },
  });
  try {
    await waitReady(`http://127.0.0.1:${port}/readyz`, service);
    const api = `http://127.0.0.1:${port}/api/workspaces/${workspaceId}`;
    const headers = {
      authorization: `Bearer ${token.plaintext}`,
      'content-type': 'application/json',
    };
    console.log(
      `import: ${ROWS} Jira rows, ${(Buffer.byteLength(content) / 2 ** 20).toFixed(1)} MiB`,
    );
    const started = performance.now();
    const res = await fetch(`${api}/imports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ projectId, format: 'jira-csv', content }),
    });
    const created = (await res.json()) as { data: { id: string } };
    if (res.status !== 202)
      throw new Error(`createImport: ${res.status} ${JSON.stringify(created)}`);
    const accepted = performance.now() - started;
    let answer: { status: string; counts: Record<string, number> };
    for (;;) {
      const polled = await fetch(`${api}/imports/${created.data.id}`, { headers });
      answer = ((await polled.json()) as { data: typeof answer }).data;
      if (answer.status === 'completed' || answer.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `import: ${answer.status} in ${seconds.toFixed(1)} s (request answered in ${accepted.toFixed(0)} ms; target ≤ 30 s) ${JSON.stringify(answer.counts)}`,
    );

    const labels = await db
      .selectFrom('labels')
      .select(['id', 'name'])
      .where('workspaceId', '=', workspaceId)
      .execute();
    const idOf = (name: string) => labels.find((label) => label.name === name)!.id;
    const queries: [string, string][] = [
      ['no filter', 'limit=20'],
      ['labelId common', `limit=20&labelId=${idOf('area-3')}`],
      ['labelId rare', `limit=20&labelId=${idOf('rare')}`],
      ['labelId × 2', `limit=20&labelId=${idOf('area-3')}&labelId=${idOf('rare')}`],
    ];
    console.log(
      `listIssues on ${ROWS} issues, PAT, ${REQUESTS} sequential requests each, limit 20`,
    );
    let baseline = 0;
    for (const [label, query] of queries) {
      const r = await timeRequests(`${api}/issues?${query}`, token.plaintext);
      if (label === 'no filter') baseline = r.p50;
      console.log(
        `${label.padEnd(16)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  total ${r.total}  p50 / unfiltered ${(r.p50 / baseline).toFixed(2)} (target ≤ 2)`,
      );
    }
  } finally {
    await stopChild(service);
    await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
    await database.close();
  }
}

runMain(main);
