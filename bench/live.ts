/**
 * Live updates: 1,000 Server-Sent Events streams held open on one API process (A), while
 * changes are committed through a second API process (B) at 100 a second, both on one
 * PostgreSQL cluster the benchmark owns.
 *
 * Prints the memory each idle stream costs process A (its resident set before and after
 * opening them), what that makes of 1 GiB, and commit → receipt on each stream, p50 / p99
 * over every stream and change: from the commit of the change's transaction (its commit
 * timestamp: the benchmark's own PostgreSQL cluster runs with track_commit_timestamp) to
 * the arrival on the stream. For comparison, two bounds that need no commit timestamps:
 * from the event's `timestamp` (taken inside the transaction, so it counts the rest of the
 * transaction and its commit too) and from the arrival of the change's 201 (sent after
 * the commit). Targets: p50 ≤ 20 ms, p99 ≤ 100 ms, ≤ 50 kB per idle stream.
 *
 * The streams are read by BENCH_LIVE_READERS child processes (default 4), as browsers on
 * other machines would: one process parsing 100,000 messages a second measures itself,
 * not the service.
 *
 * Then the baseline, in the same run: a plain Node http server writing a message of the
 * same size to as many streams at the same rate, read the same way. It is the floor this
 * machine puts under any fan-out over loopback TCP; the service's figures are printed
 * against it: p50 and p99 each as a ratio to the baseline's, the targets (≤ 2× each) since
 * absolute milliseconds depend on the machine and on whatever else runs on it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { freePort } from '../src/db/embedded/cluster';
import { startOwnedPostgres } from '../test/support/owned-postgres';
import { log, openBenchDatabase, percentile, runMain, waitReady } from './support';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_LIVE_READERS ?? 4);
const HIGH = '100000000';
/** The service's commit → receipt p50 and p99, each at most this many times the baseline's. */
const TARGET_RATIO = 2;
/** Where processes A and B and the baseline's server write CPU profiles (`--cpu-prof`), when set. */
const PROFILE_DIR = process.env.BENCH_LIVE_PROFILE_DIR;

function profiling(name: string): string[] {
  return PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, name)}`] : [];
}

function startService(databaseUrl: string, port: number, execArgv: string[] = []): ChildProcess {
  // The production build, as `npm start` runs it (`npm run bench:live` builds first).
  return fork(path.join(__dirname, '../dist/src/main.js'), [], {
    execArgv,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'error',
      DEFAULT_PLAN: 'PRO',
      RATE_LIMIT_IP_PER_MIN: HIGH,
      RATE_LIMIT_TIGHT_PER_MIN: HIGH,
      RATE_LIMIT_TOKEN_PER_MIN: HIGH,
      LIVE_MAX_STREAMS_PER_USER: String(STREAMS + 10),
      LIVE_MAX_STREAMS_PER_ADDRESS: String(STREAMS + 10),
    },
  });
}

/** CPU time a process has used so far, user and system, in clock ticks (Linux). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone
  }
}

/** The processes of a PostgreSQL cluster: its postmaster and every process it started. */
function clusterPids(databaseDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children.map(Number)];
}

/**
 * Each process group's share of the machine while `act` runs, as percentages of one core:
 * on a machine this small every process of the benchmark competes for the same cores.
 */
async function cpuShares(groups: Record<string, () => number[]>, act: () => Promise<void>) {
  const sample = () =>
    Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        pids().reduce((sum, pid) => sum + cpuTicks(pid), 0),
      ]),
    );
  const before = sample();
  const started = process.hrtime.bigint();
  await act();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = sample();
  // USER_HZ is 100 on every Linux that Node supports.
  return Object.entries(after)
    .map(([name, ticks]) => `${name} ${Math.round((ticks - before[name]!) / seconds)}%`)
    .join(', ');
}

/** Resident set of a process, in bytes (Linux). */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line![1]) * 1024;
}

async function json(
  baseUrl: string,
  method: string,
  pathname: string,
  cookie: string,
  body?: unknown,
) {
  const res = await fetch(`${baseUrl}/api${pathname}`, {
    method,
    headers: { Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return { data: ((await res.json()) as { data: { id: string } }).data, res };
}

/**
 * POSTs JSON to `url` over kept-alive connections, resolving to the created row's id: the
 * request driver stands for clients elsewhere, so it uses Node's leanest client (`fetch`
 * costs several times the CPU per request, taken from the processes under measurement).
 */
function poster(url: string, cookie: string) {
  // Sockets taken in turn, so none idles into the service's keep-alive timeout, where a
  // request can meet a socket being closed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32, scheduling: 'fifo' });
  const { origin } = new URL(url);
  const post = (body: unknown) =>
    new Promise<string>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            Cookie: cookie,
            Origin: origin,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            if (res.statusCode === 201)
              resolve((JSON.parse(text) as { data: { id: string } }).data.id);
            else reject(new Error(`POST ${url}: ${res.statusCode} ${text}`));
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return Object.assign(post, { close: () => agent.destroy() });
}

/** Registers an owner through B; their session, a workspace and a project. */
async function setUp(baseUrl: string) {
  const email = `bench-live-${Date.now()}@bench.test`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long password 1', name: 'Bench' }),
  });
  if (!res.ok) throw new Error(`register: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const workspace = (await json(baseUrl, 'POST', '/workspaces', cookie, { name: 'Bench' })).data;
  const project = (
    await json(baseUrl, 'POST', `/workspaces/${workspace.id}/projects`, cookie, {
      name: 'Bench',
      prefix: 'BL',
    })
  ).data;
  return { cookie, workspaceId: workspace.id as string, projectId: project.id as string };
}

/** One stream, read lightly: the arrival time of each change against its `timestamp`. */
function openStream(
  url: string,
  cookie: string,
  latencies: number[],
  onChange: (messageBytes: number, issueId: string, at: number) => void,
) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(url, { headers: { Cookie: cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        const now = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && message.includes('event: ready')) {
            ready = true;
            resolve(request);
          }
          const at = message.indexOf('"timestamp":"');
          if (message.includes('event: issue.created') && at >= 0) {
            latencies.push(now - Date.parse(message.slice(at + 13, at + 37)));
            const id = message.indexOf('"issueId":"');
            const issueId = id >= 0 ? message.slice(id + 11, message.indexOf('"', id + 11)) : '';
            onChange(Buffer.byteLength(message) + 2, issueId, now);
          }
        }
      });
    });
    request.on('error', reject);
  });
}

async function main() {
  const cluster = await startOwnedPostgres('bench-live', ['track_commit_timestamp=on']);
  const { database } = await openBenchDatabase({ DATABASE_URL: cluster.url });
  const children: ChildProcess[] = [];
  const readers: Reader[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startService(database.url, portA, profiling('service-a'));
    const b = startService(database.url, portB, profiling('service-b'));
    children.push(a, b);
    const urlA = `http://127.0.0.1:${portA}`;
    const urlB = `http://127.0.0.1:${portB}`;
    await waitReady(`${urlA}/readyz`, a);
    await waitReady(`${urlB}/readyz`, b);
    const { cookie, workspaceId, projectId } = await setUp(urlB);
    const streamUrl = `${urlA}/api/workspaces/${workspaceId}/events/stream`;

    // Warm A up with one stream and one change, then take its resident set.
    const warm = await openStream(streamUrl, cookie, [], () => undefined);
    await json(urlB, 'POST', `/workspaces/${workspaceId}/issues`, cookie, {
      projectId,
      title: 'warm',
    });
    warm.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rss(a.pid!);
    readers.push(...startReaders(streamUrl, cookie));
    await Promise.all(readers.map((reader) => reader.opened));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rss(a.pid!);
    const perStream = (after - before) / STREAMS;
    console.log(
      `${STREAMS} idle streams on process A: resident set ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MiB, ${(perStream / 1024).toFixed(1)} kB per stream (target ≤ 50 kB); ~${Math.floor(2 ** 30 / perStream).toLocaleString('en')} idle streams within 1 GiB`,
    );

    // Changes through B at RATE a second, each sent on schedule whatever the last one does.
    const changes = RATE * SECONDS;
    const started = Date.now();
    const sent: Promise<unknown>[] = [];
    let failed = 0;
    // When each change's 201 arrived: after its commit, so arrival minus this is a lower
    // bound of commit → receipt, as insert → arrival is an upper one.
    const answered = new Map<string, number>();
    const heard = await hearChanges(database.url);
    const post = poster(`${urlB}/api/workspaces/${workspaceId}/issues`, cookie);
    const shares = await cpuShares(
      {
        A: () => [a.pid!],
        B: () => [b.pid!],
        readers: () => readers.map((reader) => reader.child.pid!),
        'request driver': () => [process.pid],
        PostgreSQL: () => clusterPids(cluster.databaseDir),
      },
      async () => {
        await onSchedule(changes, (i) => {
          sent.push(
            post({ projectId, title: `change ${i}` }).then(
              (id) => answered.set(id, Date.now()),
              (error: unknown) => {
                failed += 1;
                console.error(String(error));
              },
            ),
          );
        });
        await Promise.all(sent);
      },
    );
    post.close();
    await heard.close();
    const committedIn = (Date.now() - started) / 1000;
    // When each change committed, by its issue: the commit timestamp of the transaction
    // that recorded its event.
    const { rows: commits } = await sql<{ issueId: string; at: number }>`
      SELECT issue_id AS "issueId",
             extract(epoch FROM pg_xact_commit_timestamp(xid(xid))) * 1000 AS at
      FROM events WHERE workspace_id = ${workspaceId} AND name = 'issue.created'
    `.execute(database.db);
    const committed = new Map(commits.map(({ issueId, at }) => [issueId, Number(at)]));
    const service = await collect(readers.splice(0), (changes - failed) * STREAMS, {
      answered,
      committed,
    });
    console.log(
      `${changes - failed} changes through process B in ${committedIn.toFixed(1)} s (${((changes - failed) / committedIn).toFixed(0)}/s, ${failed} refused); ${service.received.toLocaleString('en')} of ${service.expected.toLocaleString('en')} receipts on A's streams (${READERS} reader processes)`,
    );
    console.log(
      `CPU while they were committed, % of one core (of ${os.cpus().length * 100}%): ${shares}`,
    );
    console.log(
      `commit → receipt over every stream (targets p50 ≤ 20 ms, p99 ≤ 100 ms): ${describe(service.sinceCommit)}\n` +
        `  bounds: event insert → arrival (over: counts the transaction and its commit) ${describe(service.latencies)};\n` +
        `          201 answer → arrival (under: the answer leaves after the commit) ${describe(service.sinceAnswer)}\n` +
        `  where: commit → notification heard by a listener in the driver ${describe(since(heard.at, committed))}`,
    );

    // The floor on this machine: a plain Node http server writing a message of the same size
    // to as many streams at the same rate, read by the same readers.
    const plain = fork(__filename, ['--baseline'], {
      execArgv: [...process.execArgv, ...profiling('baseline')],
    });
    children.push(plain);
    const port = await new Promise<number>((resolve) =>
      plain.once('message', (message: { port: number }) => resolve(message.port)),
    );
    readers.push(...startReaders(`http://127.0.0.1:${port}/`, ''));
    await Promise.all(readers.map((reader) => reader.opened));
    const done = new Promise((resolve) => plain.once('message', resolve));
    const baselineShares = await cpuShares(
      {
        server: () => [plain.pid!],
        readers: () => readers.map((reader) => reader.child.pid!),
      },
      async () => {
        plain.send({ changes, bytes: service.messageBytes });
        await done;
      },
    );
    const baseline = await collect(readers.splice(0), changes * STREAMS);
    console.log(
      `baseline, a plain http server writing ${service.messageBytes}-byte messages to ${STREAMS} streams at ${RATE}/s: ${describe(baseline.latencies)}`,
    );
    console.log(`  CPU meanwhile, % of one core: ${baselineShares}`);
    // Absolute figures depend on the machine and on what else runs on it; the ratios to the
    // floor measured in the same run much less.
    const ratio = (p: number) =>
      percentile(service.sinceCommit, p) / Math.max(1, percentile(baseline.latencies, p));
    const [p50, p99] = [ratio(50), ratio(99)];
    console.log(
      `service commit → receipt against the baseline (targets ≤ ${TARGET_RATIO}× each): p50 ${p50.toFixed(1)}×, p99 ${p99.toFixed(1)}× (${p50 <= TARGET_RATIO && p99 <= TARGET_RATIO ? 'met' : 'missed'}); ` +
        `absolute p50 ${percentile(service.sinceCommit, 50)} ms, p99 ${percentile(service.sinceCommit, 99)} ms (targets ≤ 20, ≤ 100 ms: ${percentile(service.sinceCommit, 50) <= 20 && percentile(service.sinceCommit, 99) <= 100 ? 'met' : 'missed'})`,
    );
  } finally {
    for (const child of [...readers.map((reader) => reader.child), ...children]) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined,
      ),
    );
    await database.close();
    await cluster.destroy();
    log.flush?.();
  }
}

/**
 * When a listener of its own hears of each change (by issue id, as `live_notify_events`
 * carries it): commit → heard is PostgreSQL's share of commit → receipt, before any process
 * of the service does anything.
 */
async function hearChanges(url: string) {
  const client = new pg.Client({ connectionString: url });
  const at = new Map<string, number>();
  client.on('notification', ({ payload = '' }) => {
    const now = Date.now();
    const space = payload.indexOf(' ');
    if (space < 0) return;
    for (const row of JSON.parse(payload.slice(space + 1)) as [
      string,
      string,
      string,
      { issueId?: string },
    ][])
      if (row[2] === 'issue.created' && row[3].issueId) at.set(row[3].issueId, now);
  });
  await client.connect();
  await client.query('LISTEN live_event_rows');
  return { at, close: () => client.end() };
}

/** For each change in both maps, `later` minus `earlier`, sorted. */
function since(later: Map<string, number>, earlier: Map<string, number>): number[] {
  return [...later]
    .flatMap(([id, at]) => (earlier.has(id) ? [Math.round(at - earlier.get(id)!)] : []))
    .sort((x, y) => x - y);
}

/** Calls `act(i)` for i = 0 … count - 1, the i-th at i / RATE seconds from now. */
async function onSchedule(count: number, act: (i: number) => void): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < count; i += 1) {
    const wait = started + (i * 1000) / RATE - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    act(i);
  }
}

/** STREAMS streams on `url`, shared among READERS reader processes. */
function startReaders(url: string, cookie: string): Reader[] {
  const share = Math.ceil(STREAMS / READERS);
  const readers: Reader[] = [];
  for (let i = 0; i < READERS; i += 1) {
    const count = Math.min(share, STREAMS - i * share);
    if (count > 0) readers.push(startReader(url, cookie, count));
  }
  return readers;
}

/** When something happened to each change, by issue id, in ms since the epoch. */
interface Moments {
  /** When the change's 201 arrived. */
  answered: Map<string, number>;
  /** When the change's transaction committed. */
  committed: Map<string, number>;
}

/**
 * Waits (up to 60 s) for `expected` receipts, then takes the readers' latencies and ends
 * them; with `moments`, also each receipt's time since its change's answer and commit.
 */
async function collect(
  readers: Reader[],
  expected: number,
  moments: Moments = { answered: new Map(), committed: new Map() },
) {
  const received = () => readers.reduce((sum, reader) => sum + reader.received, 0);
  const deadline = Date.now() + 60_000;
  while (received() < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const count = received();
  const reports = await Promise.all(
    readers.map((reader) =>
      reader.report({ answered: [...moments.answered], committed: [...moments.committed] }),
    ),
  );
  const latencies = reports.flatMap((report) => report.values).sort((x, y) => x - y);
  const sinceAnswer = reports.flatMap((report) => report.sinceAnswer).sort((x, y) => x - y);
  const sinceCommit = reports.flatMap((report) => report.sinceCommit).sort((x, y) => x - y);
  const messageBytes = Math.max(0, ...reports.map((report) => report.messageBytes));
  return { latencies, sinceAnswer, sinceCommit, received: count, expected, messageBytes };
}

function describe(sorted: number[]): string {
  return `p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`;
}

/**
 * The baseline's server: holds every stream it is asked for, then writes `changes` messages
 * of `bytes` bytes to all of them on the benchmark's schedule, as the service's streams get
 * theirs (an `issue.created` message carrying the time it was made).
 */
function baselineMain(): void {
  process.once('SIGTERM', () => process.exit(0));
  const streams = new Set<http.ServerResponse>();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
    res.write('event: ready\ndata: {}\n\n');
    streams.add(res);
    res.once('close', () => streams.delete(res));
  });
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as { port: number }).port });
  });
  process.on('message', (order: { changes: number; bytes: number }) => {
    void onSchedule(order.changes, (i) => {
      const head = `id: ${i}\nevent: issue.created\ndata: {"timestamp":"${new Date().toISOString()}","pad":"`;
      const message = `${head}${'x'.repeat(Math.max(0, order.bytes - head.length - 4))}"}\n\n`;
      for (const res of streams) res.write(message);
    }).then(() => process.send!({ sent: order.changes }));
  });
}

/**
 * What a reader measured: every insert → arrival, 201 → arrival and commit → arrival, and
 * the message size.
 */
interface Report {
  values: number[];
  sinceAnswer: number[];
  sinceCommit: number[];
  messageBytes: number;
}

/** `Moments` as a reader child receives them (maps do not cross the IPC channel). */
interface MomentEntries {
  answered: [string, number][];
  committed: [string, number][];
}

interface Reader {
  child: ChildProcess;
  /** Settles when every stream of this reader has said `ready`. */
  opened: Promise<void>;
  /** Receipts so far, as the reader last reported them. */
  received: number;
  /** Every latency the reader measured, in ms, and the size of the last message. */
  report(moments: MomentEntries): Promise<Report>;
}

type ReaderMessage =
  | { type: 'opened' }
  | { type: 'received'; count: number }
  | ({ type: 'latencies' } & Report)
  | { type: 'failed'; error: string };

/** A child process holding `count` streams: it reports its receipts, then its latencies. */
function startReader(url: string, cookie: string, count: number): Reader {
  const child = fork(__filename, ['--reader', JSON.stringify({ url, cookie, count })], {
    execArgv: process.execArgv,
  });
  let opened!: () => void;
  let failed!: (error: Error) => void;
  let reported: ((report: Report) => void) | undefined;
  const reader: Reader = {
    child,
    received: 0,
    opened: new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    }),
    report: (moments) =>
      new Promise((resolve) => {
        reported = resolve;
        child.send({ moments });
      }),
  };
  child.on('message', (message: ReaderMessage) => {
    if (message.type === 'opened') opened();
    else if (message.type === 'received') reader.received = message.count;
    else if (message.type === 'latencies') reported?.(message);
    else failed(new Error(`reader: ${message.error}`));
  });
  child.once('exit', (code) => failed(new Error(`reader exited with ${code}`)));
  return reader;
}

/** The reader child: opens its streams 50 at a time, then counts and times every change. */
async function readerMain(): Promise<void> {
  const { url, cookie, count } = JSON.parse(process.argv[3]!) as {
    url: string;
    cookie: string;
    count: number;
  };
  const send = (message: ReaderMessage) => process.send!(message);
  const latencies: number[] = [];
  const arrivals: { issueId: string; at: number }[] = [];
  let received = 0;
  let messageBytes = 0;
  const requests: http.ClientRequest[] = [];
  try {
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, () =>
        openStream(url, cookie, latencies, (bytes, issueId, at) => {
          received += 1;
          messageBytes = bytes;
          arrivals.push({ issueId, at });
        }),
      );
      requests.push(...(await Promise.all(batch)));
    }
  } catch (error) {
    send({ type: 'failed', error: String(error) });
    process.exit(1);
  }
  send({ type: 'opened' });
  setInterval(() => send({ type: 'received', count: received }), 100);
  process.on('message', (message) => {
    if (typeof message !== 'object' || message === null || !('moments' in message)) return;
    for (const request of requests) request.destroy();
    const { moments } = message as { moments: MomentEntries };
    const since = (entries: [string, number][]) => {
      const moment = new Map(entries);
      return arrivals.flatMap(({ issueId, at }) => {
        const from = moment.get(issueId);
        return from === undefined ? [] : [Math.round(at - from)];
      });
    };
    const report: ReaderMessage = {
      type: 'latencies',
      values: latencies,
      sinceAnswer: since(moments.answered),
      sinceCommit: since(moments.committed),
      messageBytes,
    };
    process.send!(report, () => process.exit(0));
  });
}

if (process.argv[2] === '--reader') void readerMain();
else if (process.argv[2] === '--baseline') baselineMain();
else runMain(main);
