/** Whether a delivery comes from the code host that holds a connection's secret. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IntegrationProvider } from '../db/schema';

/** The headers a delivery is checked with; header names in lower case, as Node gives them. */
export type DeliveryHeaders = Record<string, string | string[] | undefined>;

function header(headers: DeliveryHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value || undefined;
}

/**
 * The `sha256=<hex>` signature of a GitHub, Gitea or Forgejo delivery: `X-Hub-Signature-256`,
 * or the bare hex of Gitea's and Forgejo's own headers (the same HMAC).
 */
function hubSignature(headers: DeliveryHeaders): string | undefined {
  const hub = header(headers, 'x-hub-signature-256');
  if (hub) return hub;
  const own = header(headers, 'x-gitea-signature') ?? header(headers, 'x-forgejo-signature');
  return own && `sha256=${own}`;
}

/** Constant-time equality of two strings of any length (their digests are compared). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** `sha256=<hex>` of the HMAC-SHA256 of the raw bytes, as GitHub, Gitea and Forgejo sign. */
function hubSignatureOf(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * True when the delivery is signed with one of `secrets` (the current one, and the one a
 * rotation replaced while its grace lasts): HMAC-SHA256 of the raw bytes as received for
 * GitHub, Gitea and Forgejo (bytes that are not UTF-8 included: the host signed them
 * as sent), the `X-Gitlab-Token` itself for GitLab. Every comparison is constant-time, and
 * every secret is compared, so the time taken says nothing about which one matched.
 */
export function isSigned(
  provider: IntegrationProvider,
  secrets: readonly string[],
  headers: DeliveryHeaders,
  body: Buffer,
): boolean {
  if (provider === 'gitlab') {
    const token = header(headers, 'x-gitlab-token');
    if (!token) return false;
    return secrets.map((secret) => sameSecret(token, secret)).some(Boolean);
  }
  const signature = hubSignature(headers);
  if (!signature) return false;
  return secrets.map((secret) => sameSecret(hubSignatureOf(secret, body), signature)).some(Boolean);
}

/** The code host's event name and delivery id, by provider. */
export function deliveryIdentity(
  provider: IntegrationProvider,
  headers: DeliveryHeaders,
): { event: string | undefined; deliveryKey: string | null } {
  const first = (...names: string[]) =>
    names.map((name) => header(headers, name)).find((value) => value !== undefined);
  const [event, key] =
    provider === 'github'
      ? [first('x-github-event'), first('x-github-delivery')]
      : provider === 'gitea'
        ? [
            first('x-gitea-event', 'x-forgejo-event', 'x-github-event'),
            first('x-gitea-delivery', 'x-forgejo-delivery', 'x-github-delivery'),
          ]
        : [first('x-gitlab-event'), first('x-gitlab-event-uuid')];
  return { event: event?.slice(0, 100), deliveryKey: key?.slice(0, 200) ?? null };
}
