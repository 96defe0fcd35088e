import { sql } from 'kysely';
import type { Middleware } from 'koa';
import type { Db } from './db/database';

/** `GET /healthz`: the process answers. `GET /readyz`: and the database does too. */
export function health(db: Db): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== '/healthz' && ctx.path !== '/readyz')) return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    try {
      await sql`SELECT 1`.execute(db);
      ctx.body = { status: 'ok', database: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: 'unreachable' };
    }
  };
}
