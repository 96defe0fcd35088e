import { createHmac } from 'node:crypto';

/** `sha256=<hex>` over `<timestamp>.<raw body>` (spec 6.3). */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
