import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import { AppError, badRequest } from './errors';

/** Deeper JSON is refused before any code walks it. */
export const MAX_JSON_DEPTH = 64;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPES = ['application/json', 'application/*+json'];

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** Reads the (decoded) body bytes, refusing more than `limit` of them. */
async function readBytes(ctx: Context, limit: number): Promise<Buffer> {
  const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  let stream: Readable = ctx.req;
  if (encoding !== 'identity') {
    const decoder = DECODERS[encoding];
    if (!decoder) {
      throw new AppError(415, `Unsupported Content-Encoding "${encoding.slice(0, 40)}"`);
    }
    const decoded = decoder();
    ctx.req.on('error', (error) => decoded.destroy(error));
    stream = ctx.req.pipe(decoded);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new AppError(413, 'Request body too large');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (encoding !== 'identity') {
      throw badRequest(`Request body is not valid ${encoding} data`);
    }
    throw badRequest('Request body could not be read');
  }
  return Buffer.concat(chunks);
}

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (`jsonBody`); undefined when none was sent. */
    body?: unknown;
  }
}

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
 * The JSON body parser: bodies of POST/PUT/PATCH with a JSON content type become
 * `ctx.request.body`. Refused with 400: bytes that are not the declared Content-Encoding,
 * invalid UTF-8, malformed JSON, a top level that is not an object or array, nesting deeper
 * than 64. Refused with 413 above `limit` bytes (after decoding), 415 an unknown encoding.
 */
export function jsonBody(limit: number) {
  return async (ctx: Context, next: Next) => {
    if (!BODY_METHODS.has(ctx.method) || !ctx.is(JSON_TYPES)) return next();
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      throw new AppError(413, 'Request body too large');
    }
    const bytes = await readBytes(ctx, limit);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw badRequest('Request body is not valid UTF-8');
    }
    if (text.trim() === '') return next();
    if (!/^\s*[[{]/.test(text)) throw badRequest('Malformed request body: expected a JSON object');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('Malformed request body');
    }
    checkShape(parsed);
    ctx.request.body = parsed;
    return next();
  };
}
