import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as 64 lowercase hex characters. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/** One-shot: half the cost of a `createHash` object, paid by every token a request presents. */
export function sha256(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

/** Constant-time comparison of a presented secret against a stored SHA-256 hash. */
export function matchesHash(secret: string, hash: Buffer): boolean {
  const presented = sha256(secret);
  return presented.length === hash.length && timingSafeEqual(presented, hash);
}
