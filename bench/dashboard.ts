/**
 * Dashboard benchmark (not a test): how soon a project of 10,000 issues shows its first
 * rows in Chromium, and how much JavaScript a first visit to `/` loads (gzip). Targets:
 * first rows under 1 s; first-visit JavaScript at most 200 kB gzip.
 *
 * The account, its workspace and the project's 10,000 issues are made once (the issues in
 * SQL) and kept in the benchmark database for later runs: with no DATABASE_URL it is the
 * embedded cluster in .data/bench. Each timed visit opens a fresh browser profile, so
 * nothing is cached; the time is the page's own, from navigation start to the first row.
 *
 *   npm run bench:dashboard
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Db } from '../src/db/database';
import { freePort } from '../src/db/embedded/cluster';
import { openBenchDatabase, percentile, runMain, stopChild, waitReady } from './support';

const ISSUES = 10_000;
const VISITS = Number(process.env.BENCH_VISITS ?? 7);
const EMAIL = 'bench-dashboard@bench.test';
const PASSWORD = 'bench dashboard password';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WORDS = ['login', 'export', 'crash', 'billing', 'search', 'mobile', 'timeout', 'report'];

/** Signs the bench account in (registering it the first time) in a browser context. */
async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const headers = { Origin: origin };
  const login = await context.request.post('/api/auth/login', {
    headers,
    data: { email: EMAIL, password: PASSWORD },
  });
  if (login.ok()) return;
  const register = await context.request.post('/api/auth/register', {
    headers,
    data: { email: EMAIL, password: PASSWORD, name: 'Bench' },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
}

/** The bench account's project of `ISSUES` issues, made through the API and SQL once. */
async function ensureProject(db: Db, context: BrowserContext, origin: string) {
  const headers = { Origin: origin };
  const workspaces = await (await context.request.get('/api/workspaces')).json();
  let workspaceId: string | undefined = workspaces.data.items[0]?.id;
  if (!workspaceId) {
    const res = await context.request.post('/api/workspaces', { headers, data: { name: 'Big' } });
    workspaceId = (await res.json()).data.id as string;
  }
  const projects = await (
    await context.request.get(`/api/workspaces/${workspaceId}/projects`)
  ).json();
  let projectId: string | undefined = projects.data.items[0]?.id;
  if (!projectId) {
    const res = await context.request.post(`/api/workspaces/${workspaceId}/projects`, {
      headers,
      data: { name: 'Big', prefix: 'BIG' },
    });
    projectId = (await res.json()).data.id as string;
  }
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM issues WHERE project_id = ${projectId}
  `.execute(db);
  if (rows[0]!.count !== ISSUES) await seedIssues(db, workspaceId, projectId);
  return { workspaceId, projectId };
}

async function seedIssues(db: Db, workspaceId: string, projectId: string): Promise<void> {
  const started = performance.now();
  process.stdout.write(`generating ${ISSUES} issues (once; kept for later runs)… `);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('issues').where('projectId', '=', projectId).execute();
    // Row triggers (the kept counts, foreign-key checks) are off for this bulk insert:
    // the rows are consistent by construction, and the counts are set once below.
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO issues (id, workspace_id, project_id, number, title, description, status, priority, created_at, updated_at)
      SELECT 'benchdash' || n, ${workspaceId}, ${projectId}, n,
             'Issue ' || n || ' about ' || (${WORDS}::text[])[1 + n % 8],
             'Details of ' || (${WORDS}::text[])[1 + (n / 8) % 8] || ' number ' || n,
             (enum_range(NULL::issue_status))[1 + n % 6],
             (enum_range(NULL::issue_priority))[1 + n % 5],
             now() - make_interval(secs => n), now() - make_interval(secs => n)
      FROM generate_series(1, ${ISSUES}) AS n
    `.execute(trx);
    await sql`SET LOCAL session_replication_role = origin`.execute(trx);
    await sql`
      UPDATE issue_counts c SET count = (
        SELECT count(*) FROM issues i WHERE i.project_id = c.project_id AND i.status = c.status)
      WHERE c.project_id = ${projectId}
    `.execute(trx);
    await sql`UPDATE projects SET last_issue_number = ${ISSUES} WHERE id = ${projectId}`.execute(
      trx,
    );
  });
  await sql`VACUUM ANALYZE issues`.execute(db);
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function freshContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin });
  await signIn(context, origin);
  return context;
}

interface Visit {
  /** Navigation start → the first issue row in the page. */
  rows: number;
  /** → the page's scripts have run (DOMContentLoaded). */
  scripts: number;
  /** → the issue list's API answer has arrived. */
  api: number;
}

/** What the page's global scope offers the predicate below (this script has no DOM types). */
interface PageGlobals {
  document: { querySelector(selector: string): unknown };
  performance: {
    now(): number;
    getEntriesByType(type: string): { name: string; responseEnd: number }[];
  };
}

/**
 * Evaluated in the page, as a function (the dashboard's Content-Security-Policy refuses a
 * string, which Playwright would evaluate): the time origin is the navigation's start, so
 * performance.now() and the timing entries count from it.
 */
function firstRow() {
  const { document, performance } = globalThis as unknown as PageGlobals;
  if (document.querySelector('tbody td.reference') === null) return false;
  const navigation = performance.getEntriesByType('navigation')[0] as unknown as {
    domContentLoadedEventEnd: number;
  };
  return {
    rows: performance.now(),
    scripts: navigation.domContentLoadedEventEnd,
    api: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/issues?'))
      .reduce((first, entry) => Math.min(first, entry.responseEnd), Infinity),
  };
}

/** Each visit's timings, in a fresh browser profile (nothing cached) every time. */
async function timeFirstRows(browser: Browser, origin: string, url: string): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let visit = 0; visit < VISITS; visit++) {
    const context = await freshContext(browser, origin);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(firstRow, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    visits.push((await handle.jsonValue()) as Visit);
    await context.close();
  }
  return visits;
}

/** The scripts a first visit to `/` loads, with their gzip sizes. */
async function firstVisitScripts(browser: Browser, origin: string) {
  const context = await freshContext(browser, origin);
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
      }),
    );
  });
  // The dashboard keeps its live-updates stream open, so the network never goes idle: the
  // first visit's scripts are in once none has arrived for half a second.
  await page.goto('/', { waitUntil: 'load' });
  for (let seen = -1; seen !== pending.length;) {
    seen = pending.length;
    await page.waitForTimeout(500);
  }
  await Promise.all(pending);
  await context.close();
  return scripts;
}

const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

const summary = (visits: Visit[]) => {
  const rows = visits.map((visit) => visit.rows);
  return [
    `median ${median(rows).toFixed(0)} ms (runs ${rows.map((ms) => ms.toFixed(0)).join(', ')})`,
    `of which scripts run by ${median(visits.map((v) => v.scripts)).toFixed(0)} ms`,
    `list answered by ${median(visits.map((v) => v.api)).toFixed(0)} ms`,
  ].join('; ');
};

async function main() {
  const { database } = await openBenchDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = fork(path.join(__dirname, '../dist/src/main.js'), [], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: origin,
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MIN: '100000000',
      RATE_LIMIT_TIGHT_PER_MIN: '100000000',
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await waitReady(`${origin}/readyz`, service);
    const setup = await freshContext(browser, origin);
    const { workspaceId, projectId } = await ensureProject(database.db, setup, origin);
    await setup.close();

    const list = `/w/${workspaceId}/projects/${projectId}/issues`;
    // The figures move with whatever else the machine runs: say how busy it was.
    console.log(
      `load average: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
    console.log(
      `dashboard, a project of ${ISSUES.toLocaleString()} issues, ${VISITS} cold visits each (fresh profile), Chromium headless`,
    );
    for (const [label, query] of [
      ['issue list, default', ''],
      ['issue list, sorted by title', '?sortBy=title&sortOrder=asc'],
      ['issue list, search "login"', '?search=login'],
    ]) {
      const visits = await timeFirstRows(browser, origin, list + query);
      console.log(
        `${label.padEnd(30)} navigation → first rows: ${summary(visits)} (target < 1000 ms)`,
      );
    }

    const scripts = await firstVisitScripts(browser, origin);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `first visit to /: ${scripts.length} script(s), ${(total / 1000).toFixed(1)} kB gzip (target ≤ 200 kB): ${scripts
        .map((s) => `${s.url} ${(s.gzip / 1000).toFixed(1)} kB`)
        .join(', ')}`,
    );
  } finally {
    await browser.close();
    await stopChild(service);
    await database.close();
  }
}

runMain(main);
