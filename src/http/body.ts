import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import { AppError, badRequest } from './errors';
import type { Operation } from './spec';

/** Deeper JSON is refused before any code walks it. */
export const MAX_JSON_DEPTH = 64;

const JSON_TYPES = ['application/json', 'application/*+json'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Throws when `value` nests arrays/objects deeper than `MAX_JSON_DEPTH`, or holds a
 * `__proto__` key (prototype poisoning). Iterative, so no input can exhaust the stack.
 */
export function checkShape(value: unknown): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) {
      throw badRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    if (Object.hasOwn(node, '__proto__')) throw badRequest('A "__proto__" key is not allowed');
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
}

/** Strictly decoded UTF-8: a malformed sequence is an error, not U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Our rules on the bytes koa-body read: strict UTF-8, an object or array at the top, the
 * shape checks. Empty leaves the body unset.
 */
export function parseJson(bytes: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest('Request body is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  if (!/^\s*[[{]/.test(text)) throw badRequest('Malformed request body: expected a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Malformed request body');
  }
  checkShape(parsed);
  return parsed;
}

/** koa-body's reading errors (raw-body, inflation, zlib) as our 400, 413 and 415. */
function readingError(error: Error & { type?: string; status?: number }, ctx: Context): AppError {
  const encoding = ctx.get('content-encoding') || 'identity';
  if (error.type === 'entity.too.large') return new AppError(413, 'Request body too large');
  if (error.status === 415) {
    return new AppError(415, `Unsupported Content-Encoding "${encoding.slice(0, 40)}"`);
  }
  // raw-body's own errors carry a type; a decompressor's do not.
  if (!error.type && encoding !== 'identity') {
    return badRequest(`Request body is not valid ${encoding.slice(0, 40)} data`);
  }
  return badRequest('Request body could not be read');
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The one form body the service takes: a mail client's one-click unsubscribe (RFC 8058). */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * A mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form: it is
 * read as no body at all (the URL says what to do). Any other form body gets 415, as before.
 */
async function oneClick(ctx: Context, next: Next) {
  const declared = Number(ctx.get('content-length'));
  if (declared > ONE_CLICK.length + 2 || ctx.get('content-encoding')) {
    throw new AppError(415, 'Unsupported media type: send application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ONE_CLICK.length + 2)
      throw new AppError(415, 'Unsupported media type: send application/json');
    chunks.push(chunk);
  }
  if (Buffer.concat(chunks).toString('latin1').trim() !== ONE_CLICK) {
    throw new AppError(415, 'Unsupported media type: send application/json');
  }
  return next();
}

function hasContent(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length')) > 0;
}

/** An operation whose body may be larger than the service's limit (`x-max-body-bytes`). */
export interface LargerBody {
  method: string;
  /** Matches the operation's request paths. */
  path: RegExp;
  limit: number;
}

/** The operations of the document that declare a larger body limit. */
export function largerBodies(operations: readonly Operation[]): LargerBody[] {
  return operations.flatMap((operation) =>
    operation.maxBodyBytes === undefined
      ? []
      : [
          {
            method: operation.method.toUpperCase(),
            path: new RegExp(`^${operation.routePath.replace(/:\w+/g, '[^/]+')}$`),
            limit: operation.maxBodyBytes,
          },
        ],
  );
}

/**
 * Request bodies: koa-body reads them (the size limit, counted after decoding gzip,
 * deflate or br; a declared length that does not match), then `parseJson` turns the bytes
 * into `ctx.request.body`. koa-body reads them as latin1, one character per byte, so no
 * byte is lost: its own decoder would turn invalid UTF-8 into U+FFFD without a word, and
 * the service refuses such a body instead. A non-empty body that is not JSON gets 415.
 */
export function jsonBody(limit: number, larger: readonly LargerBody[] = []): Middleware {
  const reader = (textLimit: number) =>
    koaBody({
      json: false,
      urlencoded: false,
      multipart: false,
      text: true,
      textTypes: JSON_TYPES,
      textLimit,
      encoding: 'latin1',
      onError: (error, ctx) => {
        throw readingError(error, ctx);
      },
    });
  const read = reader(limit);
  const readers = larger.map((body) => ({ ...body, read: reader(body.limit) }));
  const parse = async (ctx: Context, next: Next) => {
    if (ctx.method === 'POST' && ctx.is(FORM_TYPE)) return oneClick(ctx, next);
    if (!ctx.is(JSON_TYPES)) {
      throw new AppError(415, 'Unsupported media type: send application/json');
    }
    const own = readers.find((body) => body.method === ctx.method && body.path.test(ctx.path));
    await (own?.read ?? read)(ctx, async () => {});
    const raw = ctx.request.body;
    const parsed = typeof raw === 'string' ? parseJson(Buffer.from(raw, 'latin1')) : undefined;
    ctx.request.body = parsed as typeof ctx.request.body;
    return next();
  };
  // A request without a body (every read) passes straight on.
  return (ctx: Context, next: Next) =>
    WITH_BODY.has(ctx.method) && hasContent(ctx) ? parse(ctx, next) : next();
}
