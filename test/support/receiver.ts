import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { suite } from './context';
import { deliveryProblems, prepareDeliveryContract } from './webhook-contract';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The raw bytes as sent, for an independent signature check. */
  raw: Buffer;
  body: {
    event: string;
    payload: Record<string, unknown>;
    deliveryId: string;
    webhookId: string;
    timestamp: string;
  };
  receivedAt: number;
}

/** A full answer: status, headers and body. */
export interface Answer {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/**
 * Decides the answer to each request: a status, a full answer, or `'hang'`, which never
 * answers (timeouts, crashes).
 */
export type Responder = (request: ReceivedRequest, index: number) => number | Answer | 'hang';

const TLS_DIR = path.resolve(__dirname, '../fixtures/tls');
export const TEST_CA_FILE = path.join(TLS_DIR, 'ca.pem');

/** A webhook receiver on 127.0.0.1 that records every request. */
export async function startReceiver(options: { tls?: boolean; respond?: Responder } = {}) {
  // Before the first request, not on it: see prepareDeliveryContract.
  prepareDeliveryContract();
  const received: ReceivedRequest[] = [];
  let respond: Responder = options.respond ?? (() => 200);
  const hanging: http.ServerResponse[] = [];
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const request: ReceivedRequest = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        raw,
        body: JSON.parse(raw.toString('utf8')),
        receivedAt: Date.now(),
      };
      received.push(request);
      // Every delivery a test receives must match its event's entry in the document's webhooks.
      for (const problem of deliveryProblems(request)) {
        suite.violations.push({
          method: 'POST',
          path: `webhook ${request.body.event}`,
          status: 0,
          problem,
        });
      }
      const decided = respond(request, received.length - 1);
      if (decided === 'hang') {
        hanging.push(res);
        return;
      }
      const answer = typeof decided === 'number' ? { status: decided } : decided;
      res.statusCode = answer.status;
      if (answer.status >= 300 && answer.status < 400)
        res.setHeader('Location', 'http://127.0.0.1:9/elsewhere');
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.end(answer.body);
    });
  };
  const server = options.tls
    ? https.createServer(
        {
          key: readFileSync(path.join(TLS_DIR, 'localhost-key.pem')),
          cert: readFileSync(path.join(TLS_DIR, 'localhost.pem')),
        },
        listener,
      )
    : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: (host = '127.0.0.1', pathname = '/hook') =>
      `${options.tls ? 'https' : 'http'}://${host}:${port}${pathname}`,
    setResponder(next: Responder) {
      respond = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The issue ids of `acknowledged` that no received delivery carries yet. One pass over
 * each list: a check polled every few milliseconds over thousands of deliveries must not
 * cost quadratic time, or it starves the receiver that shares this process.
 */
export function notReceived(received: ReceivedRequest[], acknowledged: string[]): string[] {
  const delivered = new Set(received.map((r) => r.body.payload.issueId));
  return acknowledged.filter((id) => !delivered.has(id));
}

type Maybe<T> = T | false | null | undefined;

/** Polls until `check` returns a value (not undefined/null/false), or fails after `ms`. */
export async function waitFor<T>(
  check: () => Maybe<T> | Promise<Maybe<T>>,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
