/**
 * A service process with tracing on and an in-memory exporter, run by traces.test.ts:
 * tracing starts before anything loads `pg`, as in `main`. It serves the API and runs the
 * worker on DATABASE_URL, makes an issue (sending TRACEPARENT) in a workspace with a
 * webhook to a local receiver, waits for the delivery, and prints the finished spans.
 */
import { exporter } from './in-memory-tracing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import { serve } from '../../src/http/server';
import { createLogger } from '../../src/logging';
import { startWorker } from '../../src/worker';

async function main() {
  const received: string[] = [];
  const receiver = http.createServer((req, res) => {
    req.resume().on('end', () => {
      received.push(String(req.headers['x-service-event']));
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;

  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DEFAULT_PLAN: 'PRO',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WORKER_POLL_INTERVAL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '2000',
    RATE_LIMIT_IP_PER_MIN: '100000',
    RATE_LIMIT_TIGHT_PER_MIN: '100000',
    // The key the suite seals secrets with (its database may already hold sealed ones).
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  });
  const log = createLogger('silent');
  const database = await connectDatabase(config, log);
  const server = await serve(createApp({ config, db: database.db, log }), 0, '127.0.0.1');
  const worker = await startWorker(database.url, config, log);
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  const origin = config.baseUrl;

  let cookie = '';
  const call = async (method: string, path: string, body?: object, headers = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie, ...headers },
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    cookie ||= res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return text ? JSON.parse(text).data : undefined;
  };
  const email = `trace-${Date.now()}@example.test`;
  await call('POST', '/auth/register', { email, password: 'correct horse battery', name: 'T' });
  await call('POST', '/auth/login', { email, password: 'correct horse battery' });
  const workspace = await call('POST', '/workspaces', { name: 'Traced' });
  await call('POST', `/workspaces/${workspace.id}/webhooks`, {
    url: `http://127.0.0.1:${receiverPort}/hook`,
    events: ['issue.created'],
  });
  const project = await call('POST', `/workspaces/${workspace.id}/projects`, {
    name: 'Traced',
    prefix: 'TR',
  });
  await call(
    'POST',
    `/workspaces/${workspace.id}/issues`,
    { projectId: project.id, title: 'Traced issue' },
    { traceparent: process.env.TRACEPARENT! },
  );
  const deadline = Date.now() + 30_000;
  const delivered = () =>
    exporter.getFinishedSpans().some((span) => span.name.startsWith('job webhooks:deliver'));
  while (!delivered() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

  await server.stop();
  await worker.stop();
  await database.close();
  receiver.close();
  const spans = exporter.getFinishedSpans().map((span) => ({
    name: span.name,
    kind: span.kind,
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    links: span.links.map((link) => link.context),
    attributes: span.attributes,
  }));
  process.stdout.write(JSON.stringify({ received, spans }) + '\n');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
