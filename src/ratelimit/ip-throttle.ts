import type { Context } from 'koa';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { OperationHook } from '../http/router';
import { hitLimits, tooManyRequests, type LimitCheck } from './limiter';

/**
 * Per-IP throttles, run before authentication so a flood of bad credentials is
 * throttled too: the global limit on every operation, the tight one where the spec
 * marks the operation `x-throttle: tight`. One round trip for both.
 */
export function ipThrottle(db: Db, config: Config): OperationHook {
  const { ipPerMin, tightPerMin, windowMs } = config.rateLimit;
  return async (ctx: Context, operation) => {
    const ip = ctx.ip;
    const checks: LimitCheck[] = [{ key: `ip:${ip}`, limit: ipPerMin }];
    if (operation.tightThrottle) {
      checks.push({ key: `tight:${operation.id}:${ip}`, limit: tightPerMin });
    }
    const results = await hitLimits(db, checks, windowMs);
    const refused = results.find((result) => !result.allowed);
    if (refused) throw tooManyRequests(refused);
  };
}
