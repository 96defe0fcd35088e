import { createHmac } from 'node:crypto';

/** `sha256=<hex>` over `<timestamp>.<raw body>`, keyed with the secret as text. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Standard Webhooks' `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<raw body>`, keyed with the secret's bytes.
 */
export function standardSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): string {
  return `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The signing secret as Standard Webhooks libraries take it: `whsec_` and the base64 of
 * the key's bytes. Our key is the whole secret string, so that is what gets encoded.
 */
export function standardWebhooksSecret(secret: string): string {
  return `whsec_${Buffer.from(secret, 'utf8').toString('base64')}`;
}
