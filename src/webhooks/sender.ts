import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isAllowListed, isPublicAddress } from './address-guard';
import { signature, standardSignature } from './signing';

export interface SenderOptions {
  timeoutMs: number;
  allowedHosts: string[];
  /** Extra trusted CA certificates (PEM), for receivers behind a private CA. */
  ca?: string;
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Whether the attempt ran out of time (the receiver hung or never accepted). */
  timedOut?: boolean;
  /** What the receiver answered, for the delivery log; null when it never answered. */
  response: ReceiverResponse | null;
}

export interface ReceiverResponse {
  /** Its headers, without Set-Cookie. */
  headers: Record<string, string>;
  /** The first RESPONSE_BODY_LIMIT bytes of its body, as text. */
  body: string;
  /** Whether the body was longer than that. */
  cut: boolean;
}

/** How much of a receiver's answer the delivery log keeps. */
export const RESPONSE_BODY_LIMIT = 2048;

/** The part of a response worth showing in the delivery log, read without keeping the rest. */
function readResponse(response: http.IncomingMessage, onEnd: (answer: ReceiverResponse) => void) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === 'set-cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const kept: Buffer[] = [];
  let size = 0;
  let cut = false;
  response.on('data', (chunk: Buffer) => {
    if (size >= RESPONSE_BODY_LIMIT) {
      cut = true;
      return;
    }
    kept.push(chunk.subarray(0, RESPONSE_BODY_LIMIT - size));
    if (chunk.length > RESPONSE_BODY_LIMIT - size) cut = true;
    size += Math.min(chunk.length, RESPONSE_BODY_LIMIT - size);
  });
  response.on('end', () => {
    // PostgreSQL text holds no NUL; a byte sequence cut mid-character decodes to U+FFFD.
    const body = Buffer.concat(kept).toString('utf8').replaceAll('\u0000', '\uFFFD');
    onEnd({ headers, body, cut });
  });
}

export const USER_AGENT = 'Service-Webhooks/1.0';

/** Ends an attempt that ran out of time, connection and response body included. */
class AttemptTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * Sends signed webhook POSTs. Keep-alive agents reuse connections to busy receivers;
 * redirects are never followed (a 3xx is a failure); the whole attempt, connection
 * included, is bounded by the timeout.
 */
export function createSender(options: SenderOptions) {
  const lookup = guardedLookup(options.allowedHosts);
  const agentOptions = { keepAlive: true, maxSockets: 64, lookup };
  const agents = {
    'http:': new http.Agent(agentOptions),
    'https:': new https.Agent({ ...agentOptions, ...(options.ca ? { ca: options.ca } : {}) }),
  };

  /** A delivery as sent: the routing headers receivers use before parsing, and the body. */
  function send(
    url: URL,
    delivery: { event: string; deliveryId: string; body: string; secret: string },
  ): Promise<AttemptOutcome> {
    const { body, secret } = delivery;
    const started = performance.now();
    const done = (
      statusCode: number | null,
      error: string | null,
      response: ReceiverResponse | null = null,
    ): AttemptOutcome => ({
      ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
      response,
    });
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // IP literals bypass `lookup`, so check them here.
    if (net.isIP(host) && !isAllowListed(host, options.allowedHosts) && !isPublicAddress(host)) {
      return Promise.resolve(done(null, 'receiver address refused'));
    }
    const timestamp = String(Math.floor(Date.now() / 1000));
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((settle) => {
      let settled = false;
      const resolve = (outcome: AttemptOutcome) => {
        settled = true;
        settle(outcome);
      };
      const request = transport.request(url, {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': USER_AGENT,
          'X-Service-Event': delivery.event,
          'X-Service-Delivery': delivery.deliveryId,
          'X-Service-Signature-Timestamp': timestamp,
          'X-Service-Signature': signature(secret, timestamp, body),
          'webhook-id': delivery.deliveryId,
          'webhook-timestamp': timestamp,
          'webhook-signature': standardSignature(secret, delivery.deliveryId, timestamp, body),
        },
      });
      // The whole attempt, body included, is bounded by one timer, cleared as soon as the
      // request closes. AbortSignal.timeout kept each attempt's timer (with a WeakRef and a
      // finalizer) alive for the full timeout after a quick answer: at a drain's pace,
      // tens of thousands of them, the largest part of what a drain left in the old
      // generation.
      // The timer's callback runs before the event loop reads the sockets that became
      // readable meanwhile: after a stall of this process longer than the timeout (a busy
      // CPU, a long collection, a receiver in the same process), an answer that arrived
      // during the stall would be thrown away, the attempt counted as a timeout and the
      // delivery sent again. So the attempt ends one turn of the loop later, once it has
      // read what arrived: an answer in hand counts, a missing one is a timeout as before.
      let expiry: NodeJS.Immediate | undefined;
      const timer = setTimeout(() => {
        expiry = setImmediate(() => {
          if (!settled) request.destroy(new AttemptTimeout());
        });
      }, options.timeoutMs);
      request.once('close', () => {
        clearTimeout(timer);
        if (expiry) clearImmediate(expiry);
      });
      request.on('response', (response) => {
        // Read to the end so the socket returns to the pool, keeping only the head.
        readResponse(response, (answer) =>
          resolve(done(response.statusCode ?? null, null, answer)),
        );
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      });
      request.on('error', (error) => {
        const timedOut = error instanceof AttemptTimeout;
        const outcome = {
          ...done(null, timedOut ? `timed out after ${options.timeoutMs} ms` : error.message),
          timedOut,
        };
        // The attempt is over only once its connection is: the slot it frees must not let
        // the next attempt in while the receiver still sees this one open.
        if (request.destroyed && !request.closed) request.once('close', () => resolve(outcome));
        else resolve(outcome);
      });
      request.end(body);
    });
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
