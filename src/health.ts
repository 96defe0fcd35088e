import { sql } from 'kysely';
import type { Middleware } from 'koa';
import type { Db } from './db/database';
import type { WorkerStatus } from './worker';

/**
 * `GET /healthz`: the process answers. `GET /readyz`: and the database does too, and, in
 * roles that run one, the job runner is running (503 while it is being restarted).
 */
export function health(db: Db, workerStatus?: () => WorkerStatus | undefined): Middleware {
  const answer: Middleware = async (ctx) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    const database = await sql`SELECT 1`.execute(db).then(
      () => 'ok',
      () => 'unreachable',
    );
    const worker = workerStatus?.();
    const ready = database === 'ok' && (worker === undefined || worker === 'running');
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      status: ready ? 'ok' : 'unavailable',
      database,
      ...(worker === undefined ? {} : { worker }),
    };
  };
  return (ctx, next) =>
    ctx.method === 'GET' && (ctx.path === '/healthz' || ctx.path === '/readyz')
      ? answer(ctx, next)
      : next();
}
