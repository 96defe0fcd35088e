/** Real API processes on one database, and a reader of their live streams. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { freePort } from '../../src/db/embedded/cluster';
import { LiveHub } from '../../src/live/hub';
import { appDatabase, buildApp, suite, testConfig, TEST_SECRETS_KEY } from '../support/context';
import { waitFor } from '../support/receiver';

/** The app on a real port, with a hub listening on the suite's database. */
export async function liveService(env: Record<string, string> = {}) {
  const config = testConfig(env);
  const hub = new LiveHub(appDatabase(), config.live, suite.log);
  hub.listen(suite.database.url);
  const app = buildApp({ live: hub }, env);
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await waitFor(() => hub.listening, 10_000, 'the hub to listen');
  return {
    app,
    hub,
    baseUrl,
    async close() {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const ROOT = path.resolve(__dirname, '../..');

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
  stop(): Promise<void>;
}

/** An API-only service process (`PROCESS_ROLE=api`) on the given database. */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PROCESS_ROLE: 'api',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseUrl,
      DEFAULT_PLAN: 'PRO',
      LOG_LEVEL: process.env.LIVE_TEST_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_IP_PER_MIN: '1000000',
      RATE_LIMIT_TIGHT_PER_MIN: '1000000',
      RATE_LIMIT_TOKEN_PER_MIN: '1000000',
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`service exited:\n${output.join('')}`);
      return fetch(`${baseUrl}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    },
    60_000,
    'the service to be ready',
  );
  return {
    child,
    baseUrl,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Credentials for requests: a session cookie or a bearer token. */
export type Credential = { cookie: string } | { token: string };

function headersOf(baseUrl: string, credential?: Credential, json = false) {
  const headers: Record<string, string> = { Origin: baseUrl };
  if (json) headers['Content-Type'] = 'application/json';
  if (credential && 'cookie' in credential) headers.Cookie = credential.cookie;
  if (credential && 'token' in credential) headers.Authorization = `Bearer ${credential.token}`;
  return headers;
}

/** A JSON call; throws with the answer on any status but the expected one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely
export async function call<T = any>(
  baseUrl: string,
  method: string,
  pathname: string,
  credential?: Credential,
  body?: unknown,
  expected?: number,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api${pathname}`, {
    method,
    headers: headersOf(baseUrl, credential, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (expected ? res.status !== expected : !res.ok) {
    throw new Error(`${method} ${pathname} answered ${res.status}: ${text}`);
  }
  return (text ? JSON.parse(text).data : undefined) as T;
}

let people = 0;

/** A registered, logged-in user: their session cookie and id. */
export async function givenUser(baseUrl: string, name = 'Ada') {
  people += 1;
  const email = `live-${process.pid}-${Date.now()}-${people}@example.test`;
  const password = 'a long password 1';
  const user = await call(baseUrl, 'POST', '/auth/register', undefined, { email, password, name });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: headersOf(baseUrl, undefined, true),
    body: JSON.stringify({ email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: (user.user?.id ?? user.id) as string, email, session: { cookie } };
}

/** A user's PRO workspace with one project. */
export async function givenWorkspace(baseUrl: string) {
  const owner = await givenUser(baseUrl);
  const workspace = await call(baseUrl, 'POST', '/workspaces', owner.session, { name: 'Live' });
  const base = `/workspaces/${workspace.id}`;
  const project = await call(baseUrl, 'POST', `${base}/projects`, owner.session, {
    name: 'Live',
    prefix: 'LIV',
  });
  return { owner, workspaceId: workspace.id as string, base, projectId: project.id as string };
}

/** A stream held open, collecting its messages as they arrive. */
export interface OpenStream {
  status: number;
  messages: EventSourceMessage[];
  /** Comment lines (heartbeats) received. */
  comments(): number;
  /** Changes (the messages that are not the stream's own). */
  changes(): EventSourceMessage[];
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

/** Opens `GET …/events/stream` and reads it in the background. */
export async function openStream(
  baseUrl: string,
  workspaceId: string,
  credential: Credential,
  options: { lastEventId?: string; after?: string } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers = headersOf(baseUrl, credential);
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
  const query = options.after ? `?after=${encodeURIComponent(options.after)}` : '';
  const res = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/events/stream${query}`, {
    headers,
    signal: controller.signal,
  });
  const messages: EventSourceMessage[] = [];
  let ended = false;
  let comments = 0;
  const parser = createParser({
    onEvent: (message) => messages.push(message),
    onComment: () => (comments += 1),
  });
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by `close`, or the connection went away: either way the stream ended.
    }
  })().finally(() => (ended = true));
  return {
    status: res.status,
    messages,
    comments: () => comments,
    changes: () => messages.filter((m) => !['ready', 'reset', 'closing'].includes(m.event ?? '')),
    ended: reading,
    isEnded: () => ended,
    close: () => controller.abort(),
  };
}
