/**
 * The endpoint code hosts POST their webhooks to, `/api/hooks/{integrationId}`: outside
 * the document's router, because the signature covers the raw bytes, which it reads
 * itself (at most 1 MB). It checks the signature, stores the delivery with its job, and
 * answers at once; the job does the work (`tasks/process-delivery.ts`).
 */
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

const HOOK_PATH = /^\/api\/hooks\/([a-z][a-z0-9]{1,39})$/;

/** The answer to a wrong or missing signature, and to an unknown connection alike. */
const refused = () => unauthorized('Invalid or missing webhook signature');
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

function parse(text: string): { payload: unknown } | undefined {
  try {
    return { payload: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What to store for a signed delivery: processed by a job, or settled at once with a reason. */
function classify(
  provider: 'github' | 'gitea' | 'gitlab',
  event: string | undefined,
  text: string,
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
  const parsed = parse(text);
  if (!parsed) return settled('rejected', 'The body is not JSON');
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
    const connection = await findReceiver(db, match[1]!);
    if (!connection) throw refused();
    const secrets = [connection.secret, connection.previousSecret]
      .filter((secret): secret is string => secret !== null)
      .map((secret) =>
        openSecret(config.secretsKeys, secret, integrationSecretPurpose(connection.id)),
      );
    // A body that is not UTF-8 cannot be the text the code host signed, nor JSON.
    const text = decode(body);
    if (!(await isSigned(connection.provider, secrets, ctx.headers, text ?? ''))) throw refused();

    const { event, deliveryKey } = deliveryIdentity(connection.provider, ctx.headers);
    const classified = classify(connection.provider, event, text ?? '');
    const stored = await storeDelivery(db, {
      integrationId: connection.id,
      workspaceId: connection.workspaceId,
      deliveryKey,
      event: event ?? 'unknown',
      ...classified,
    });
    ctx.status = stored && classified.outcome === 'pending' ? 202 : 200;
    ctx.body = {
      success: true,
      data: { outcome: stored ? classified.outcome : 'duplicate', detail: classified.detail },
    };
  };
}
