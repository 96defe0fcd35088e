/**
 * The endpoint code hosts POST their webhooks to, `/api/hooks/{integrationId}`: outside
 * the document's router, because the signature covers the raw bytes, which it reads
 * itself (at most 1 MB). It checks the signature, stores the delivery with its job, and
 * answers at once; the job does the work (`tasks/process-delivery.ts`).
 */
import { randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { RouteContext } from '../feature';
import { openSecret } from '../db/secrets';
import { AppError, unauthorized } from '../http/errors';
import { storeDelivery, type NewDelivery } from './deliveries';
import { isPing, isPullRequestEvent } from './providers';
import { findReceiver, integrationSecretPurpose } from './queries';
import { deliveryIdentity, isSigned } from './signatures';

/** The largest body a code host may send. */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

const HOOK_PATH = /^\/api\/hooks\/([^/]+)$/;
/** The form of a connection id; any other is an unknown connection. */
const CONNECTION_ID = /^[a-z][a-z0-9]{1,39}$/;

/** The answer to a wrong or missing signature, and to an unknown connection alike. */
const refused = () => unauthorized('Invalid or missing webhook signature');
/** What a delivery to an unknown connection is checked against, to be refused in like time. */
const UNKNOWN_CONNECTION_SECRET = randomBytes(24).toString('hex');
const tooLarge = () => new AppError(413, `Webhook body over ${MAX_DELIVERY_BYTES} bytes`);

/** The body's bytes, refusing more than MAX_DELIVERY_BYTES before reading them all. */
async function readBody(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('content-length')) > MAX_DELIVERY_BYTES) throw tooLarge();
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') {
    throw new AppError(415, 'Send the webhook without Content-Encoding');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DELIVERY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Strictly decoded UTF-8 (JSON from a code host); undefined for malformed bytes. */
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decode(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** U+0000 written as U+FFFD: PostgreSQL's jsonb, where the payload waits, holds no NUL. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** Keeps a payload storable: NUL characters in strings and keys are replaced. */
function storable(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? withoutNul(value) : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.some((key) => key.includes('\u0000'))) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key), item]));
}

/** The payload, or why it cannot be read. */
function parse(text: string): { payload: unknown } | { reason: string } {
  try {
    return { payload: JSON.parse(text, storable) };
  } catch (error) {
    // Reading walks the payload recursively: nesting deeper than the stack is refused.
    if (error instanceof RangeError) return { reason: 'The body is nested too deeply' };
    return { reason: 'The body is not JSON' };
  }
}

/** What to store for a signed delivery: processed by a job, or settled at once with a reason. */
function classify(
  provider: 'github' | 'gitea' | 'gitlab',
  event: string | undefined,
  /** The body as UTF-8; undefined when its bytes are not. */
  text: string | undefined,
): Pick<NewDelivery, 'outcome' | 'detail' | 'payload' | 'action'> {
  const settled = (outcome: NewDelivery['outcome'], detail: string) => ({
    outcome,
    detail,
    action: null,
  });
  if (!event) return settled('rejected', 'No event header: is this a webhook of the code host?');
  if (isPing(event)) return settled('processed', 'Ping: the connection works');
  if (!isPullRequestEvent(provider, event)) {
    return settled('ignored', 'This event is not used; only pull requests are');
  }
  if (text === undefined) return settled('rejected', 'The body is not UTF-8, so not JSON');
  const parsed = parse(text);
  if ('reason' in parsed) return settled('rejected', parsed.reason);
  const { payload } = parsed;
  const rawAction =
    payload && typeof payload === 'object'
      ? ((payload as { action?: unknown; object_attributes?: { action?: unknown } }).action ??
        (payload as { object_attributes?: { action?: unknown } }).object_attributes?.action)
      : undefined;
  const action = typeof rawAction === 'string' ? rawAction.slice(0, 100) : null;
  return { outcome: 'pending', detail: null, payload, action };
}

export function receiver({ db, config }: RouteContext): Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'POST' ? HOOK_PATH.exec(ctx.path) : null;
    if (!match) return next();
    const body = await readBody(ctx);
    const id = match[1]!;
    const connection = CONNECTION_ID.test(id) ? await findReceiver(db, id) : undefined;
    if (!connection) {
      // An HMAC all the same, so the time taken tells little of whether the connection exists.
      isSigned('github', [UNKNOWN_CONNECTION_SECRET], ctx.headers, body);
      throw refused();
    }
    const secrets = [connection.secret, connection.previousSecret]
      .filter((secret): secret is string => secret !== null)
      .map((secret) =>
        openSecret(config.secretsKeys, secret, integrationSecretPurpose(connection.id)),
      );
    if (!isSigned(connection.provider, secrets, ctx.headers, body)) throw refused();

    const { event, deliveryKey } = deliveryIdentity(connection.provider, ctx.headers);
    const classified = classify(connection.provider, event, decode(body));
    const stored = await storeDelivery(
      db,
      {
        integrationId: connection.id,
        workspaceId: connection.workspaceId,
        deliveryKey,
        event: event ?? 'unknown',
        ...classified,
      },
      config.integrations.processAttempts,
    );
    ctx.status = stored && classified.outcome === 'pending' ? 202 : 200;
    ctx.body = {
      success: true,
      data: { outcome: stored ? classified.outcome : 'duplicate', detail: classified.detail },
    };
  };
}
