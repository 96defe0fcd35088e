import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HandlersOf } from '../http/handler';
import { RawBody } from '../http/raw-body';
import { servedDocument, type LoadedSpec } from '../http/spec';

// Redoc's standalone bundle from our own node_modules: the page never loads a CDN.
const REDOC_DIR = path.dirname(require.resolve('redoc/package.json'));
const REDOC_VERSION = (
  JSON.parse(readFileSync(path.join(REDOC_DIR, 'package.json'), 'utf8')) as { version: string }
).version;
const BUNDLE = path.join(REDOC_DIR, 'bundles/redoc.standalone.js');

// Scripts from this origin only; Redoc injects its styles and starts its search worker
// from a blob. Nothing may be fetched from elsewhere, fonts included.
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(basePath: string, title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} reference</title>
  </head>
  <body>
    <redoc spec-url="${basePath}/openapi.json" expand-responses="200,201,202"></redoc>
    <script src="${basePath}/docs/redoc.standalone.js?v=${REDOC_VERSION}"></script>
  </body>
</html>
`;
}

/**
 * The document itself (`GET /api/openapi.json`), and `GET /api/docs` with its script: the
 * document rendered by Redoc for people to read.
 */
export function metaHandlers(spec: LoadedSpec): HandlersOf<'meta'> {
  const html = page(spec.basePath, escapeHtml(spec.document.info.title));
  let bundle: Promise<Buffer> | undefined;
  let served: { baseUrl: string; document: object } | undefined;
  return {
    getOpenApiDocument: async ({ config }) => {
      if (served?.baseUrl !== config.baseUrl) {
        served = { baseUrl: config.baseUrl, document: servedDocument(spec, config.baseUrl) };
      }
      return new RawBody(served.document);
    },
    getApiReference: async ({ koa }) => {
      koa.set('Content-Security-Policy', PAGE_POLICY);
      koa.set('Cache-Control', 'no-cache');
      return new RawBody(html, 'text/html; charset=utf-8');
    },
    getApiReferenceScript: async ({ koa }) => {
      // Read once, on first use: 1 MB that most processes never serve.
      bundle ??= readFile(BUNDLE).catch((error: unknown) => {
        bundle = undefined;
        throw error;
      });
      // The page names the Redoc version in the query, so a cached copy is never stale.
      koa.set('Cache-Control', 'public, max-age=31536000, immutable');
      return new RawBody(await bundle, 'text/javascript; charset=utf-8');
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
