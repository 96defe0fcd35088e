/**
 * API benchmark (not a test). In one run, on one database, both servers in child
 * processes so neither shares an event loop with the load generator:
 *   (a) a bare Koa endpoint running the statement the service's issue list runs for
 *       `?limit=20` (captured from `listIssues` at start, so the two never drift apart);
 *   (b) the service: PAT-authenticated GET /api/workspaces/:id/issues?limit=20, with
 *       rate limits set high enough not to trip (every check still runs and counts);
 *   (c) b / a, the median of 3 alternating runs (BENCH_RUNS), each run printed, with the
 *       ratio of the two servers' CPU per request;
 * plus a micro-benchmark of PAT authentication alone (round trips and time per call), and
 * the cost table: the service's CPU per request with each middleware left out in turn.
 *
 *   npx tsx bench/api.ts        (DATABASE_URL, or an embedded PostgreSQL)
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { newId } from '../src/db/ids';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { freePort } from '../src/db/embedded/cluster';
import { insertToken } from '../src/credentials/pats';
import { CamelCaseRows } from '../src/db/camel-case';
import type { Database } from '../src/db/schema';
import { listIssues } from '../src/issues/queries';
import { patVerifier } from '../src/credentials/pat-verifier';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { SOCKET_WRITES, WORK_KINDS, workByKind, type WorkKind } from './profile-table';
import {
  cpuMeter,
  openBenchDatabase,
  percentile,
  processCpuSeconds,
  runMain,
  seedWorkspace,
  stopChild,
  waitReady,
} from './support';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Load on each side once before the measured runs (seconds). */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const ISSUES = 10_000;
const HIGH = '100000000';

async function seed(database: DatabaseHandle) {
  const db = database.db;
  const { userId, workspaceId } = await seedWorkspace(db);
  const projectId = newId();
  await db
    .insertInto('projects')
    .values({ id: projectId, workspaceId, name: 'Bench', prefix: 'BEN' })
    .execute();
  await sql`
    INSERT INTO issues (id, workspace_id, project_id, number, title, created_at)
    SELECT 'b' || n || ${workspaceId}, ${workspaceId}, ${projectId}, n, 'Issue ' || n, now() - make_interval(secs => n)
    FROM generate_series(1, ${ISSUES}) AS n
  `.execute(db);
  await sql`VACUUM ANALYZE issues`.execute(db);
  const { token } = await insertToken(db, {
    workspaceId,
    userId,
    name: 'bench',
    scopes: ['read:issues', 'write:issues'],
  });
  return { workspaceId, token: token.plaintext };
}

const CREATORS = 20;
const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 5);

/**
 * 20 clients creating issues in one new project for a few seconds: each create's
 * latency, the service's and the database's CPU per create, and whether the numbers came
 * out exact (1..n, none twice, none skipped).
 */
async function concurrentCreators(
  database: DatabaseHandle,
  baseUrl: string,
  workspaceId: string,
  token: string,
  meter: Awaited<ReturnType<typeof cpuMeter>>,
) {
  const projectId = newId();
  await database.db
    .insertInto('projects')
    .values({ id: projectId, workspaceId, name: 'Creators', prefix: 'CRE' })
    .execute();
  const latencies: number[] = [];
  const deadline = performance.now() + CREATE_SECONDS * 1000;
  const stop = meter.start();
  await Promise.all(
    Array.from({ length: CREATORS }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/issues`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ projectId, title: `Client ${client} issue ${n}` }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`create: ${res.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const cpu = stop();
  const { rows } = await sql<{ count: number; distinct: number; min: number; max: number }>`
    SELECT count(*)::int AS count, count(DISTINCT number)::int AS distinct,
           min(number) AS min, max(number) AS max
    FROM issues WHERE project_id = ${projectId}
  `.execute(database.db);
  const n = rows[0]!;
  const exact = n.distinct === n.count && n.min === 1 && n.max === n.count;
  latencies.sort((a, b) => a - b);
  const perCreate = (seconds: number) => (seconds * 1e6) / latencies.length;
  return {
    latencies,
    count: n.count,
    exact,
    serverMicros: perCreate(cpu.server),
    databaseMicros: perCreate(cpu.database),
  };
}

/**
 * The statement(s) the service's issue list runs for `?limit=20`, as text and parameters,
 * with the workspace id's places marked: what the bare endpoint runs, so (b) / (a) prices
 * the service's layers, not a different query.
 */
async function listStatements(database: DatabaseHandle, workspaceId: string) {
  const statements: CompiledQuery[] = [];
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: database.pool }),
    plugins: [new CamelCaseRows()],
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  await listIssues(
    capturing,
    workspaceId,
    {},
    { page: 1, limit: 20, offset: 0, sortBy: 'createdAt', sortOrder: 'desc', search: undefined },
  );
  return statements.map((statement) => ({
    text: statement.sql,
    parameters: statement.parameters.map((value) => (value === workspaceId ? WORKSPACE : value)),
  }));
}
/** Marks a parameter that is the request's workspace id (for the bare endpoint). */
const WORKSPACE = ':workspace';

/** Load on one URL; the server's and the database's CPU per request while it ran. */
async function load(
  url: string,
  meter: Awaited<ReturnType<typeof cpuMeter>>,
  headers: Record<string, string> = {},
) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const stop = meter.start();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpu = stop();
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  const perRequest = (seconds: number) => (seconds * 1e6) / result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverMicros: perRequest(cpu.server),
    databaseMicros: perRequest(cpu.database),
  };
}

/** Round trips and mean time of PAT verification alone, on this process's pool. */
async function patMicrobenchmark(database: DatabaseHandle, token: string) {
  const config = loadConfig({ RATE_LIMIT_TOKEN_PER_MIN: HIGH });
  const verify = patVerifier(config.rateLimit);
  // Kysely takes a pooled connection per statement: acquisitions count round trips.
  let queries = 0;
  const count = () => (queries += 1);
  database.pool.on('acquire', count);
  const N = 2000;
  const started = performance.now();
  const preAuth = { checks: [{ key: 'ip:bench', limit: Number(HIGH) }], windowMs: 60_000 };
  for (let i = 0; i < N; i++) await verify(database.db, token, preAuth);
  const micros = ((performance.now() - started) * 1000) / N;
  database.pool.off('acquire', count);
  return { micros, roundTrips: queries / N };
}

/** The service as `npm start` runs it (`npm run bench:api` builds first), some layers left out. */
async function startService(
  databaseUrl: string,
  omit: readonly string[],
  execArgv: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = fork(path.join(__dirname, '../dist/src/main.js'), [], {
    execArgv,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MIN: HIGH,
      RATE_LIMIT_TOKEN_PER_MIN: HIGH,
      BENCH_OMIT_LAYERS: omit.join(','),
    },
  });
  return { child, port };
}

// The layers a PAT read passes through here (tracing is off, no response check, http).
const PRICED_LAYERS = [
  'request-context',
  'metrics',
  'security-headers',
  'compression',
  'idempotency',
  'errors',
  'health',
  'metrics-endpoint',
  'dashboard',
  'directions',
  'feature-routes',
  'cors',
  'same-origin-writes',
  'body',
] as const;
const LAYER_ROUNDS = Number(process.env.BENCH_LAYER_ROUNDS ?? 3);

/**
 * The cost table: the service's CPU per PAT read with all its layers, then with each left
 * out in turn (`BENCH_OMIT_LAYERS`), and with all of them left out (what remains is the
 * router, authentication, validation and the handler). A layer's price is the difference,
 * the median of `BENCH_LAYER_ROUNDS` rounds, each measured against that round's full
 * service; every variant is a fresh process under the same load.
 */
async function layerCosts(
  database: DatabaseHandle,
  workspaceId: string,
  token: string,
  bareMicros: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const variants: [string, readonly string[]][] = [
    ['(none)', []],
    ...PRICED_LAYERS.map((layer): [string, string[]] => [layer, [layer]]),
    ['(all of them)', PRICED_LAYERS],
  ];
  const micros = new Map<string, number[]>(variants.map(([name]) => [name, []]));
  for (let round = 1; round <= LAYER_ROUNDS; round++) {
    for (const [name, omit] of variants) {
      const { child, port } = await startService(database.url, omit);
      try {
        const url = `http://127.0.0.1:${port}/api/workspaces/${workspaceId}/issues?limit=20`;
        await waitAnswering(url, headers, child);
        await waitSettled(child.pid!);
        const result = await load(url, await cpuMeter(database.db, child.pid!), headers);
        micros.get(name)!.push(result.serverMicros);
      } finally {
        await stopChild(child);
      }
    }
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((x, y) => x - y),
      50,
    );
  const full = micros.get('(none)')!;
  console.log(
    `cost table: the service's CPU per PAT read, µs (median of ${LAYER_ROUNDS} rounds; a layer's price = full − without it, per round)`,
  );
  console.log(
    `  ${'full service'.padEnd(28)} ${median(full).toFixed(0).padStart(6)}   (${(median(full) / bareMicros).toFixed(2)}× bare Koa's ${bareMicros.toFixed(0)})`,
  );
  for (const [name] of variants.slice(1)) {
    const without = micros.get(name)!;
    const price = median(without.map((value, round) => full[round]! - value));
    console.log(
      `  without ${name.padEnd(20)} ${median(without).toFixed(0).padStart(6)}   layer ${price.toFixed(0).padStart(4)} µs   (rounds: ${without.map((v) => v.toFixed(0)).join(', ')})`,
    );
  }
}

/**
 * Where a PAT read's CPU goes, beside the bare endpoint's: one more load run on a fresh
 * process of each that writes a CPU profile, its samples during the run put in kinds of
 * work (profile-table.ts) and divided by the requests. Each column comes from one process
 * and one run, so its parts carry none of the noise of comparing processes that the
 * table of layers does.
 */
async function profiledRead(
  database: DatabaseHandle,
  workspaceId: string,
  token: string,
  poolSize: number,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-profile-'));
  try {
    const cpuProfile = (name: string) => ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`];
    const bare = await startBare(database, workspaceId, poolSize, cpuProfile('bare'));
    const bareWork = await profiledLoad(
      bare.child,
      `http://127.0.0.1:${bare.port}/issues/${workspaceId}`,
      {},
      path.join(dir, 'bare'),
    );
    const service = await startService(database.url, [], cpuProfile('service'));
    const serviceWork = await profiledLoad(
      service.child,
      `http://127.0.0.1:${service.port}/api/workspaces/${workspaceId}/issues?limit=20`,
      { authorization: `Bearer ${token}` },
      path.join(dir, 'service'),
    );
    console.log(
      `where a read's CPU goes (one profiled run of each), µs per request: bare Koa | service`,
    );
    const row = (name: string, kind: Parameters<typeof bareWork.perRequest>[0] | 'sum') =>
      console.log(
        `  ${name.padEnd(48)} ${bareWork.perRequest(kind).toFixed(0).padStart(6)} ${serviceWork.perRequest(kind).toFixed(0).padStart(7)}`,
      );
    for (const kind of WORK_KINDS) row(kind, kind);
    row('all of the above', 'sum');
    row(SOCKET_WRITES, SOCKET_WRITES);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Load on `url` for a profiled process, which is then stopped; its work per request by kind. */
async function profiledLoad(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  dir: string,
) {
  let requests = 0;
  let window: [number, number];
  try {
    await waitAnswering(url, headers, child);
    await waitSettled(child.pid!);
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers }); // to its steady state
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    window = [from, Number(process.hrtime.bigint() / 1000n)];
    requests = result.requests.total;
  } finally {
    await stopChild(child);
  }
  // The main thread's profile (`CPU.<date>.<time>.<pid>.0.<n>`): tsx's loader has its own.
  const file = readdirSync(dir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  const work = workByKind(path.join(dir, file), ...window);
  const sum = WORK_KINDS.reduce((total, kind) => total + (work.get(kind) ?? 0), 0);
  return {
    perRequest: (kind: WorkKind | typeof SOCKET_WRITES | 'sum') =>
      (kind === 'sum' ? sum : (work.get(kind) ?? 0)) / requests,
  };
}

/** The bare endpoint (bare-koa.ts) running the service's list statement, on a free port. */
async function startBare(
  database: DatabaseHandle,
  workspaceId: string,
  poolSize: number,
  execArgv: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = fork(path.join(__dirname, 'bare-koa.ts'), [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      POOL_SIZE: String(poolSize),
      BARE_STATEMENTS: JSON.stringify(await listStatements(database, workspaceId)),
      BARE_WORKSPACE: WORKSPACE,
    },
  });
  return { child, port };
}

/**
 * Waits until a process started a moment ago stops working on its own (compiling, loading
 * modules): less than 5 % of a core over half a second, or 60 s at most. Counting that
 * work as the price of the requests made one variant of the cost table look four times
 * dearer than the same service in the runs.
 */
async function waitSettled(pid: number) {
  const deadline = Date.now() + 60_000;
  let before = processCpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = processCpuSeconds(pid);
    if (now - before < 0.025) return;
    before = now;
  }
}

/** Polls `url` until it answers 200 with these headers; fails if the child exits first. */
async function waitAnswering(url: string, headers: Record<string, string>, child: ChildProcess) {
  // Start-up compiles the document's validators: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    const answer = await fetch(url, { headers }).catch(() => undefined);
    const text = await answer?.text();
    if (answer?.ok) return;
    if (answer) last = `${answer.status} ${text?.slice(0, 200)}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered 200 (last: ${last})`);
}

async function main() {
  const { database, config } = await openBenchDatabase();
  const children: ChildProcess[] = [];
  try {
    const { workspaceId, token } = await seed(database);
    console.log(
      `${ISSUES} issues; autocannon ${CONNECTIONS} connections × ${DURATION_S} s, loopback`,
    );

    // BENCH_PROFILE=1 writes CPU profiles of both servers (open them in Chrome DevTools).
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir=.data/profiles']
      : [];
    const { child: bare, port: barePort } = await startBare(
      database,
      workspaceId,
      config.databasePoolSize,
      profile,
    );
    children.push(bare);
    const { child: service, port: servicePort } = await startService(database.url, [], profile);
    children.push(service);
    await waitReady(`http://127.0.0.1:${barePort}/healthz`, bare);
    await waitReady(`http://127.0.0.1:${servicePort}/readyz`, service);

    // Both sides reach their steady state first: a fresh service was still compiling its
    // path (V8's tiers, a prepared statement per pooled connection) through its first run,
    // which read 15-25 % dearer per request than the runs after it.
    const bareUrl = `http://127.0.0.1:${barePort}/issues/${workspaceId}`;
    const serviceUrl = `http://127.0.0.1:${servicePort}/api/workspaces/${workspaceId}/issues?limit=20`;
    const serviceHeaders = { authorization: `Bearer ${token}` };
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: WARM_UP_S });
    await autocannon({
      url: serviceUrl,
      connections: CONNECTIONS,
      duration: WARM_UP_S,
      headers: serviceHeaders,
    });

    // Alternating runs, so a burst of noise on this shared machine hits both sides.
    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   CPU/request: server ${r.serverMicros.toFixed(0)} µs, PostgreSQL ${r.databaseMicros.toFixed(0)} µs`;
    const bareMeter = await cpuMeter(database.db, bare.pid!);
    const serviceMeter = await cpuMeter(database.db, service.pid!);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const bareMicros: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const a = await load(bareUrl, bareMeter);
      const b = await load(serviceUrl, serviceMeter, serviceHeaders);
      ratios.push(b.rps / a.rps);
      cpuRatios.push(b.serverMicros / a.serverMicros);
      bareMicros.push(a.serverMicros);
      console.log(`run ${run}`);
      console.log(row('  (a) bare Koa + the same statement', a));
      console.log(row('  (b) service, PAT, GET /issues?limit=20', b));
      console.log(
        `  b/a = ${(b.rps / a.rps).toFixed(2)}; server CPU per request b/a = ${(b.serverMicros / a.serverMicros).toFixed(2)}`,
      );
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((x, y) => x - y),
        50,
      );
    console.log(
      `(c) b/a, median of ${RUNS} runs = ${median(ratios).toFixed(2)} (target ≥ 0.75); server CPU per request b/a = ${median(cpuRatios).toFixed(2)} (target ≤ 1.35)`,
    );
    bare.kill();

    const creators = await concurrentCreators(
      database,
      `http://127.0.0.1:${servicePort}`,
      workspaceId,
      token,
      serviceMeter,
    );
    await stopChild(service);
    console.log(
      `${CREATORS} concurrent creators, one project: p50 ${percentile(creators.latencies, 50).toFixed(1)} ms, p99 ${percentile(creators.latencies, 99).toFixed(1)} ms over ${creators.count} creates; numbering ${creators.exact ? 'exact' : 'NOT exact'} (target p99 ≤ 100 ms)`,
    );
    console.log(
      `  CPU per create: server ${creators.serverMicros.toFixed(0)} µs, PostgreSQL ${creators.databaseMicros.toFixed(0)} µs`,
    );
    const pat = await patMicrobenchmark(database, token);
    console.log(
      `PAT authentication + per-IP and per-token limits: ${pat.micros.toFixed(0)} µs per call, ${pat.roundTrips} database round trip(s) (incl. the token's rate-limit window)`,
    );
    await profiledRead(database, workspaceId, token, config.databasePoolSize);
    // BENCH_LAYER_ROUNDS=0 leaves the table out.
    if (LAYER_ROUNDS > 0) await layerCosts(database, workspaceId, token, median(bareMicros));
  } finally {
    await Promise.all(children.map(stopChild));
    await database.close();
  }
}

runMain(main);
