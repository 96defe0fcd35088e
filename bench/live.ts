/**
 * Live updates: 1,000 Server-Sent Events streams held open on one API process (A), while
 * changes are committed through a second API process (B) at 100 a second, both on one
 * PostgreSQL (DATABASE_URL, or the embedded one in .data/bench).
 *
 * Prints the memory each idle stream costs process A (its resident set before and after
 * opening them), what that makes of 1 GiB, and the time from an event's insert (its
 * `timestamp`, taken inside the committing transaction, so a slight overestimate of
 * commit → receipt) to its arrival on each stream: p50 / p99 over every stream and change.
 * Targets: p50 ≤ 20 ms, p99 ≤ 100 ms, ≤ 50 kB per idle stream.
 *
 * The streams are read by BENCH_LIVE_READERS child processes (default 4), as browsers on
 * other machines would: one process parsing 100,000 messages a second measures itself,
 * not the service.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/db/embedded/cluster';
import { log, openBenchDatabase, percentile, runMain, waitReady } from './support';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_LIVE_READERS ?? 4);
const HIGH = '100000000';

function startService(databaseUrl: string, port: number): ChildProcess {
  // The production build, as `npm start` runs it (`npm run bench:live` builds first).
  return fork(path.join(__dirname, '../dist/src/main.js'), [], {
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
    },
  });
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
function openStream(url: string, cookie: string, latencies: number[], onChange: () => void) {
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
            onChange();
          }
        }
      });
    });
    request.on('error', reject);
  });
}

async function main() {
  const { database } = await openBenchDatabase();
  const children: ChildProcess[] = [];
  const readers: Reader[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startService(database.url, portA);
    const b = startService(database.url, portB);
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
    const share = Math.ceil(STREAMS / READERS);
    for (let i = 0; i < READERS; i += 1) {
      const count = Math.min(share, STREAMS - i * share);
      if (count > 0) readers.push(startReader(streamUrl, cookie, count));
    }
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
    for (let i = 0; i < changes; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(
        json(urlB, 'POST', `/workspaces/${workspaceId}/issues`, cookie, {
          projectId,
          title: `change ${i}`,
        }).catch(() => (failed += 1)),
      );
    }
    await Promise.all(sent);
    const committedIn = (Date.now() - started) / 1000;
    const expected = (changes - failed) * STREAMS;
    const received = () => readers.reduce((sum, reader) => sum + reader.received, 0);
    const deadline = Date.now() + 60_000;
    while (received() < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = (await Promise.all(readers.map((reader) => reader.report()))).flat();
    const sorted = latencies.sort((x, y) => x - y);
    console.log(
      `${changes - failed} changes through process B in ${committedIn.toFixed(1)} s (${((changes - failed) / committedIn).toFixed(0)}/s, ${failed} refused); ${received().toLocaleString('en')} of ${expected.toLocaleString('en')} receipts on A's streams (${READERS} reader processes)`,
    );
    console.log(
      `commit → receipt (event insert → arrival) over every stream: p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms (targets p50 ≤ 20 ms, p99 ≤ 100 ms)`,
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
    log.flush?.();
  }
}

interface Reader {
  child: ChildProcess;
  /** Settles when every stream of this reader has said `ready`. */
  opened: Promise<void>;
  /** Receipts so far, as the reader last reported them. */
  received: number;
  /** Every latency the reader measured, in ms. */
  report(): Promise<number[]>;
}

type ReaderMessage =
  | { type: 'opened' }
  | { type: 'received'; count: number }
  | { type: 'latencies'; values: number[] }
  | { type: 'failed'; error: string };

/** A child process holding `count` streams: it reports its receipts, then its latencies. */
function startReader(url: string, cookie: string, count: number): Reader {
  const child = fork(__filename, ['--reader', JSON.stringify({ url, cookie, count })], {
    execArgv: process.execArgv,
  });
  let opened!: () => void;
  let failed!: (error: Error) => void;
  let reported: ((values: number[]) => void) | undefined;
  const reader: Reader = {
    child,
    received: 0,
    opened: new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    }),
    report: () =>
      new Promise<number[]>((resolve) => {
        reported = resolve;
        child.send('report');
      }),
  };
  child.on('message', (message: ReaderMessage) => {
    if (message.type === 'opened') opened();
    else if (message.type === 'received') reader.received = message.count;
    else if (message.type === 'latencies') reported?.(message.values);
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
  let received = 0;
  const requests: http.ClientRequest[] = [];
  try {
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, () =>
        openStream(url, cookie, latencies, () => (received += 1)),
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
    if (message !== 'report') return;
    for (const request of requests) request.destroy();
    process.send!({ type: 'latencies', values: latencies }, () => process.exit(0));
  });
}

if (process.argv[2] === '--reader') void readerMain();
else runMain(main);
