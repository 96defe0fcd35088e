import type { webhooks } from './generated/openapi.js';

type BodyOf<Entry> = Entry extends {
  post: { requestBody: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** A verified delivery: a union discriminated on `event`, each with its own `payload`. */
export type WebhookEvent = { [Name in keyof webhooks]: BodyOf<webhooks[Name]> }[keyof webhooks];

/** `issue.created`, `comment.deleted`, …, `ping`. */
export type WebhookEventName = WebhookEvent['event'];

/** The payload of one event, e.g. `WebhookPayload<'issue.created'>`. */
export type WebhookPayload<Name extends WebhookEventName> = Extract<
  WebhookEvent,
  { event: Name }
>['payload'];

export type WebhookVerificationErrorCode =
  | 'missing_header'
  | 'malformed_header'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch'
  | 'malformed_body';

/** The delivery cannot be trusted or read; answer it with a 400. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    readonly code: WebhookVerificationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyWebhookOptions {
  /** The request body exactly as received: a string or bytes, never a parsed object. */
  rawBody: string | Uint8Array | ArrayBuffer;
  /** The request headers: a `Headers` or a record such as Node's `req.headers`. */
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The webhook's signing secret; during a rotation, the new and the old one. */
  secrets: string | readonly string[];
  /** How far the signing time may be from `now`, in either direction (default 300 s). */
  toleranceSeconds?: number;
  /** The clock to check against (default: the current time). */
  now?: Date;
}

const SIGNATURE_HEADER = 'x-service-signature';
const TIMESTAMP_HEADER = 'x-service-signature-timestamp';
const SIGNATURE_FORMAT = /^sha256=[0-9a-f]{64}$/;
const TIMESTAMP_FORMAT = /^[0-9]{1,12}$/;

const fail = (code: WebhookVerificationErrorCode, message: string) =>
  new WebhookVerificationError(code, message);

function header(headers: VerifyWebhookOptions['headers'], name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  let value = record[name];
  if (value === undefined) {
    const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
    value = key === undefined ? undefined : record[key];
  }
  if (Array.isArray(value)) {
    if (value.length > 1) throw fail('malformed_header', `${name} was sent more than once`);
    value = value[0];
  }
  return value;
}

/** Bytes of the lowercase hex digits from `start` on (already checked by the format). */
function hexBytes(hex: string, start: number): Uint8Array<ArrayBuffer> {
  const nibble = (at: number) => {
    const code = hex.charCodeAt(at);
    return code <= 57 ? code - 48 : code - 87; // '0'-'9' or 'a'-'f'
  };
  const bytes = new Uint8Array((hex.length - start) / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = (nibble(start + 2 * i) << 4) | nibble(start + 2 * i + 1);
  }
  return bytes;
}

interface SignedDelivery {
  timestamp: string;
  /** The 32 bytes of the sent signature. */
  signature: Uint8Array<ArrayBuffer>;
  body: string | Uint8Array;
  secrets: readonly string[];
}

/** Checks everything that does not need the secret: types, presence and format of headers. */
function readDelivery(options: VerifyWebhookOptions): SignedDelivery {
  const { rawBody } = options;
  const body =
    typeof rawBody === 'string' || rawBody instanceof Uint8Array
      ? rawBody
      : rawBody instanceof ArrayBuffer
        ? new Uint8Array(rawBody)
        : undefined;
  if (body === undefined) {
    throw fail(
      'malformed_body',
      'rawBody must be the request body as received (string, Uint8Array or ArrayBuffer), not a parsed object: re-serialising changes the signed bytes',
    );
  }
  const secrets = typeof options.secrets === 'string' ? [options.secrets] : options.secrets;
  if (secrets.length === 0 || secrets.some((secret) => typeof secret !== 'string' || !secret)) {
    throw new TypeError('verifyWebhook: secrets must be one or more non-empty strings');
  }
  const timestamp = header(options.headers, TIMESTAMP_HEADER);
  const signature = header(options.headers, SIGNATURE_HEADER);
  if (timestamp === undefined) throw fail('missing_header', `No ${TIMESTAMP_HEADER} header`);
  if (signature === undefined) throw fail('missing_header', `No ${SIGNATURE_HEADER} header`);
  if (!TIMESTAMP_FORMAT.test(timestamp)) {
    throw fail('malformed_header', `${TIMESTAMP_HEADER} must be Unix seconds`);
  }
  if (!SIGNATURE_FORMAT.test(signature)) {
    throw fail(
      'malformed_header',
      `${SIGNATURE_HEADER} must be sha256= and 64 lowercase hex digits`,
    );
  }
  return { timestamp, signature: hexBytes(signature, 7), body, secrets };
}

/** After a signature matched: the time window, then the body. */
function acceptDelivery(options: VerifyWebhookOptions, delivery: SignedDelivery): WebhookEvent {
  const tolerance = options.toleranceSeconds ?? 300;
  const now = (options.now?.getTime() ?? Date.now()) / 1000;
  const skew = now - Number(delivery.timestamp);
  if (Math.abs(skew) > tolerance) {
    throw fail(
      'timestamp_out_of_tolerance',
      `Signed ${Math.round(Math.abs(skew))} s ${skew > 0 ? 'ago' : 'in the future'}; the tolerance is ${tolerance} s`,
    );
  }
  let parsed: unknown;
  try {
    const text =
      typeof delivery.body === 'string'
        ? delivery.body
        : new TextDecoder('utf-8', { fatal: true }).decode(delivery.body);
    parsed = JSON.parse(text);
  } catch {
    throw fail('malformed_body', 'The body is not JSON');
  }
  const event = parsed as { event?: unknown; payload?: unknown } | null;
  if (typeof event !== 'object' || event === null || typeof event.event !== 'string') {
    throw fail('malformed_body', 'The body is not a webhook event');
  }
  return parsed as WebhookEvent;
}

const mismatch = () =>
  fail('signature_mismatch', 'The signature matches none of the given secrets');

interface NodeCrypto {
  createHmac(
    algorithm: 'sha256',
    key: string,
  ): {
    update(data: string | Uint8Array): ReturnType<NodeCrypto['createHmac']>;
    digest(): Uint8Array;
  };
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

let nodeCrypto: NodeCrypto | null | undefined;

/** node:crypto where the runtime has it (Node, Deno, Bun), without importing it. */
function loadNodeCrypto(): NodeCrypto | null {
  if (nodeCrypto === undefined) {
    const runtime = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
    nodeCrypto = (runtime.process?.getBuiltinModule?.('node:crypto') as NodeCrypto) ?? null;
  }
  return nodeCrypto;
}

/**
 * Verifies a delivery and returns its body, typed. Synchronous; needs `node:crypto`
 * (Node, Deno, Bun). In runtimes with only Web Crypto use `verifyWebhookAsync`.
 * Throws `WebhookVerificationError` when the delivery is not to be trusted.
 */
export function verifyWebhook(options: VerifyWebhookOptions): WebhookEvent {
  const crypto = loadNodeCrypto();
  if (!crypto) {
    throw new Error('verifyWebhook needs node:crypto; in this runtime use verifyWebhookAsync');
  }
  const delivery = readDelivery(options);
  const { timestamp, body } = delivery;
  let matched = false;
  for (const secret of delivery.secrets) {
    const hmac = crypto.createHmac('sha256', secret);
    const expected =
      typeof body === 'string'
        ? hmac.update(`${timestamp}.${body}`)
        : hmac.update(`${timestamp}.`).update(body);
    // Every secret is tried, so timing does not tell which one matched.
    if (crypto.timingSafeEqual(expected.digest(), delivery.signature)) matched = true;
  }
  if (!matched) throw mismatch();
  return acceptDelivery(options, delivery);
}

/** `verifyWebhook` on Web Crypto only: browsers, workers, edge runtimes, and Node too. */
export async function verifyWebhookAsync(options: VerifyWebhookOptions): Promise<WebhookEvent> {
  const delivery = readDelivery(options);
  const encoder = new TextEncoder();
  const prefix = encoder.encode(`${delivery.timestamp}.`);
  const body = typeof delivery.body === 'string' ? encoder.encode(delivery.body) : delivery.body;
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix);
  message.set(body, prefix.length);
  let matched = false;
  for (const secret of delivery.secrets) {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    // HMAC verify compares in constant time.
    if (await crypto.subtle.verify('HMAC', key, delivery.signature, message)) {
      matched = true;
    }
  }
  if (!matched) throw mismatch();
  return acceptDelivery(options, delivery);
}
