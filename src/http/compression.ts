import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'koa';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Cheap settings: an API answer is compressed on every request, never cached. Brotli at
// quality 4 is as fast as gzip at 6 and smaller; both run on libuv's threads.
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 5 };

/**
 * The encoding to send to this client: brotli when it accepts it (the smaller), else gzip,
 * else none. A `q=0` refuses an encoding.
 */
export function chooseEncoding(
  ctx: Context,
  available: readonly string[] = ['br', 'gzip'],
): 'br' | 'gzip' | undefined {
  // No header: identity only, as negotiating it would say, without parsing anything.
  if (!ctx.get('Accept-Encoding')) return undefined;
  const accepted = ctx.acceptsEncodings() as string[];
  if (available.includes('br') && accepted.includes('br')) return 'br';
  if (available.includes('gzip') && accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * The bytes of a JSON body the router or the error handler set, if it is JSON at all,
 * serialized and encoded here once. Koa then neither serializes it again nor measures a
 * string for `Content-Length`, and Node writes the bytes beside the head rather than
 * copying a string answer onto the head's text first.
 */
function jsonBytes(ctx: Context): Buffer | undefined {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || !isJson(ctx.response.get('Content-Type') as unknown)) {
    return undefined;
  }
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  // A stream (the live event stream is text/event-stream, never JSON) is left alone.
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return Buffer.from(JSON.stringify(body));
}

/** `application/json` or a `+json` type, parameters aside (what `ctx.response.is('json')` says). */
function isJson(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  const end = type.indexOf(';');
  const mime = end === -1 ? type : type.slice(0, end);
  return mime === 'application/json' || mime.endsWith('+json');
}

/**
 * Sends JSON answers serialized once, compressed with brotli or gzip when they reach
 * `COMPRESS_MIN_BYTES` and the client accepts it (`Accept-Encoding`, q-values honoured).
 * Streams, such as the live event stream, pass untouched, so each event still reaches the
 * client as soon as it is written.
 */
export function compressJson(minBytes = COMPRESS_MIN_BYTES) {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.method === 'HEAD' || ctx.response.get('Content-Encoding')) return;
    const bytes = jsonBytes(ctx);
    if (bytes === undefined) return;
    const type = ctx.response.get('Content-Type');
    ctx.body = bytes;
    if (bytes.length < minBytes) return;
    ctx.vary('Accept-Encoding');
    const encoding = chooseEncoding(ctx);
    if (!encoding) return;
    ctx.body =
      encoding === 'br'
        ? await brotli(bytes, BROTLI_OPTIONS)
        : await gzipAsync(bytes, GZIP_OPTIONS);
    ctx.set('Content-Type', type);
    ctx.set('Content-Encoding', encoding);
  };
}
