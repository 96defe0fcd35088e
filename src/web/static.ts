import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

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
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();

    const asset = ctx.path === '/' ? undefined : await fileAt(base, ctx.path);
    if (asset && asset !== index) {
      ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      ctx.type = path.extname(asset);
      ctx.body = createReadStream(asset);
      return;
    }
    // Only a browser's page load gets the dashboard; `curl /` gets directions to the API.
    const navigation = wantsHtml(ctx.get('accept')) || ctx.path === '/index.html';
    if (!navigation || ctx.path.startsWith('/assets/')) return next();
    const page = await stat(index).catch(() => undefined);
    if (!page?.isFile()) return next();
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = 'html';
    ctx.body = createReadStream(index);
  };
}
