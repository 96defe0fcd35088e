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
  const accepted = ctx.acceptsEncodings() as string[];
  if (available.includes('br') && accepted.includes('br')) return 'br';
  if (available.includes('gzip') && accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The JSON text of a body the router or the error handler set, if it is JSON at all. */
function jsonText(ctx: Context): string | Buffer | undefined {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || !ctx.response.is('json')) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  // A stream (the live event stream is text/event-stream, never JSON) is left alone.
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return JSON.stringify(body);
}

/**
 * Compresses JSON answers over `COMPRESS_MIN_BYTES` with brotli or gzip when the client
 * accepts it (`Accept-Encoding`, q-values honoured). Streams, such as the live event
 * stream, pass untouched, so each event still reaches the client as soon as it is written.
 */
export function compressJson(minBytes = COMPRESS_MIN_BYTES) {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.method === 'HEAD' || ctx.response.get('Content-Encoding')) return;
    const text = jsonText(ctx);
    if (text === undefined || Buffer.byteLength(text) < minBytes) return;
    ctx.vary('Accept-Encoding');
    const encoding = chooseEncoding(ctx);
    if (!encoding) return;
    const compressed =
      encoding === 'br' ? await brotli(text, BROTLI_OPTIONS) : await gzipAsync(text, GZIP_OPTIONS);
    const type = ctx.response.get('Content-Type');
    ctx.body = compressed;
    ctx.set('Content-Type', type);
    ctx.set('Content-Encoding', encoding);
  };
}
