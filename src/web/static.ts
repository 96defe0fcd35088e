import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { chooseEncoding } from '../http/compression';

const root = path.resolve(__dirname, '../..');
/** Where `npm run build` puts the dashboard: `dist/web`, from the build or from the sources. */
export const DASHBOARD_DIR =
  path.basename(root) === 'dist' ? path.join(root, 'web') : path.join(root, 'dist', 'web');

// Vite names every file under assets/ after a hash of its content: it never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current assets; the browser must ask again on every visit.
const REVALIDATE = 'no-cache';

async function fileAt(dir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(dir, path.normalize(decoded));
  if (!file.startsWith(dir + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

const SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/**
 * Sends a built file: its brotli or gzip twin made at build time (web/precompress.ts) when
 * the browser accepts that encoding, else the file itself.
 */
async function sendFile(ctx: Context, file: string, cacheControl: string) {
  ctx.set('Cache-Control', cacheControl);
  ctx.type = path.extname(file);
  const twins: (keyof typeof SUFFIXES)[] = [];
  for (const encoding of ['br', 'gzip'] as const) {
    const twin = await stat(file + SUFFIXES[encoding]).catch(() => undefined);
    if (twin?.isFile()) twins.push(encoding);
  }
  if (twins.length > 0) ctx.vary('Accept-Encoding');
  const encoding = chooseEncoding(ctx, twins);
  const sent = encoding ? file + SUFFIXES[encoding] : file;
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = createReadStream(sent);
  ctx.length = (await stat(sent)).size;
}

function wantsHtml(accept: string): boolean {
  return accept.includes('text/html');
}

/**
 * Serves the built dashboard at `/`: its files, and `index.html` for any page a browser
 * navigates to (the dashboard routes on the client). `/api` is never touched, nor is a
 * request that does not ask for HTML, so API clients and `curl /` keep JSON answers.
 * Without a build the middleware passes every request on.
 */
export function dashboard(dir: string = DASHBOARD_DIR): Middleware {
  const base = path.resolve(dir);
  const index = path.join(base, 'index.html');
  const serve: Middleware = async (ctx, next) => {
    const asset = ctx.path === '/' ? undefined : await fileAt(base, ctx.path);
    if (asset && asset !== index) {
      await sendFile(ctx, asset, ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return;
    }
    // Only a browser's page load gets the dashboard; `curl /` gets directions to the API.
    const navigation = wantsHtml(ctx.get('accept')) || ctx.path === '/index.html';
    if (!navigation || ctx.path.startsWith('/assets/')) return next();
    const page = await stat(index).catch(() => undefined);
    if (!page?.isFile()) return next();
    await sendFile(ctx, index, REVALIDATE);
  };
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    return serve(ctx, next);
  };
}
