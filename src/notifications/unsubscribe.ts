/**
 * The one-click unsubscribe link of notification emails: the person's id and an HMAC of it
 * under SECRETS_KEY, so it works without a session, cannot be made for someone else, and
 * keeps working across a key rotation (every configured key verifies).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'notification-email-unsubscribe:';

function signature(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + userId)
    .digest();
}

/** The `token` of a person's unsubscribe link. */
export function unsubscribeToken(keys: readonly Buffer[], userId: string): string {
  return `${userId}.${signature(keys[0]!, userId).toString('base64url')}`;
}

/** The person a token was made for, or undefined when it was not made with one of the keys. */
export function unsubscribingUser(keys: readonly Buffer[], token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const valid = keys.some((key) => {
    const expected = signature(key, userId);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return valid ? userId : undefined;
}
