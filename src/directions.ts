import type { Middleware } from 'koa';
import { AppError } from './http/errors';

const API = '/api';
const DOCUMENT = '/api/openapi.json';

/**
 * Points lost callers at the API and its document: `GET /` answers with both, and a path
 * no route matched (including `/api` itself) gets a 404 that names them.
 */
export function directions(): Middleware {
  return async (ctx, next) => {
    // The one place `/` is answered; a dashboard served there replaces this branch.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.body = { api: API, document: DOCUMENT };
      return;
    }
    await next();
    if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null)) {
      throw new AppError(
        404,
        `No route for ${ctx.method} ${ctx.path}. The API lives under ${API}; its document is ${DOCUMENT}`,
      );
    }
  };
}
