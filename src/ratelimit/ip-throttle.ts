import type { Context } from 'koa';
import type { Config } from '../config';
import type { Operation } from '../http/spec';
import type { AppError } from '../http/errors';
import {
  rateLimitHeaders,
  tooManyRequests,
  type LimitCheck,
  type LimitResult,
  type LimitSet,
} from './limiter';

/** The limits counted before authentication for a request to an operation. */
export type PreAuthLimits = (ctx: Context, operation: Operation) => LimitSet;

/**
 * Per-IP throttles: the global limit on every operation, plus the tight one (per
 * operation) where the spec marks it `x-throttle: tight`. They are counted before the
 * credential is known, so a flood of bad tokens is throttled too.
 */
export function ipThrottles(config: Config): PreAuthLimits {
  const { ipPerMin, tightPerMin, windowMs } = config.rateLimit;
  return (ctx, operation) => {
    const checks: LimitCheck[] = [{ key: `ip:${ctx.ip}`, limit: ipPerMin }];
    if (operation.tightThrottle) {
      checks.push({ key: `tight:${operation.id}:${ctx.ip}`, limit: tightPerMin });
    }
    return { checks, windowMs };
  };
}

/**
 * The 429 when a per-IP throttle refused a request: the message names the limit and its
 * setting, and the `X-RateLimit-*` headers carry that limit's figures (a token's own
 * window is not counted when the address is refused first).
 */
export function ipThrottled(result: LimitResult): AppError {
  const which = result.key.startsWith('tight:')
    ? `the per-IP limit on this operation, ${result.maxRequests} requests per minute (RATE_LIMIT_TIGHT_PER_MIN)`
    : `the per-IP limit, ${result.maxRequests} requests per minute from one address (RATE_LIMIT_IP_PER_MIN), which applies before any token's own limit`;
  return tooManyRequests(result, rateLimitHeaders(result), `Rate limit exceeded: ${which}`);
}
