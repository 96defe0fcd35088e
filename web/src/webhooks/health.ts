import type { Webhook } from './api';

/** A webhook's last day in one line: "42 attempts, 97.6% answered 2xx, p50 87 ms, p95 212 ms". */
export function healthSummary(health: Webhook['health']): string {
  if (health.attempts24h === 0) return 'No attempts';
  const rate =
    health.successRate24h === null
      ? ''
      : `, ${+(health.successRate24h * 100).toFixed(1)}% answered 2xx`;
  const plural = health.attempts24h === 1 ? 'attempt' : 'attempts';
  return `${health.attempts24h} ${plural}${rate}, p50 ${health.p50DurationMs24h} ms, p95 ${health.p95DurationMs24h} ms`;
}

/** What the receiver is given now: "1 in flight of 12 allowed". */
export function inFlightSummary(health: Webhook['health']): string {
  return `${health.inFlight} in flight of ${health.inFlightAllowance} allowed`;
}
