import type { Context } from 'koa';
import type { AppServices } from '../http/handler';
import { setSessionCookies } from './cookies';
import { createSession } from './sessions';

/** Starts a session for the user and sets its cookies on the answer (login, reset). */
export async function startSession(req: AppServices & { koa: Context }, userId: string) {
  const tokens = await createSession(req.db, userId, req.config.session, {
    userAgent: req.koa.get('User-Agent'),
    ipAddress: req.koa.ip,
  });
  setSessionCookies(req.koa, req.config, tokens);
  return tokens;
}
