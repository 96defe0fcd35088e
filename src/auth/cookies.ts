import type { Context } from 'koa';
import type { Config } from '../config';
import type { SessionTokens } from './sessions';

export const ACCESS_COOKIE = 'service_access';
export const REFRESH_COOKIE = 'service_refresh';
/** The cookies that carry a session: a write riding one needs a first-party Origin. */
export const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE] as const;
// The refresh cookie only travels to the auth routes that use it.
const REFRESH_PATH = '/api/auth';

function secure(config: Config): boolean {
  return config.baseUrl.startsWith('https:');
}

function options(config: Config, path: string, expires: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(config),
    overwrite: true,
    path,
    expires,
  };
}

export function setSessionCookies(ctx: Context, config: Config, tokens: SessionTokens): void {
  setAccessCookie(ctx, config, tokens.accessToken, tokens.expiresAt);
  ctx.cookies.set(
    REFRESH_COOKIE,
    tokens.refreshToken,
    options(config, REFRESH_PATH, tokens.expiresAt),
  );
}

/** Replaces the access cookie alone, leaving the refresh cookie the browser holds. */
export function setAccessCookie(ctx: Context, config: Config, token: string, expires: Date): void {
  ctx.cookies.set(ACCESS_COOKIE, token, options(config, '/', expires));
}

export function clearSessionCookies(ctx: Context, config: Config): void {
  const common = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(config),
    overwrite: true,
  };
  ctx.cookies.set(ACCESS_COOKIE, null, { ...common, path: '/' });
  ctx.cookies.set(REFRESH_COOKIE, null, { ...common, path: REFRESH_PATH });
}
