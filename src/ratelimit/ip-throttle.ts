import type { Context } from 'koa';
import type { Config } from '../config';
import type { Operation } from '../http/spec';
import type { LimitCheck, LimitSet } from './limiter';

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
