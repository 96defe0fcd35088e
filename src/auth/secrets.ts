import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as 64 lowercase hex characters. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison of a presented secret against a stored SHA-256 hash. */
export function matchesHash(secret: string, hash: Buffer): boolean {
  const presented = sha256(secret);
  return presented.length === hash.length && timingSafeEqual(presented, hash);
}
