import { randomBytes } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = LETTERS + '0123456789';
const LENGTH = 24;

/**
 * A new row id: a lower-case letter, then 23 lower-case letters or digits, about 123
 * random bits from the operating system's CSPRNG; the shape CUID2 ids have (existing
 * rows keep theirs). CUID2 hashes every id with SHA-3 and converts it through big
 * numbers: 100–350 µs each on this class of machine, and a created issue made 22 of
 * them (itself, its event, a delivery id per possible webhook). This is about 1 µs.
 */
export function newId(): string {
  let id = '';
  while (id.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      // Rejection sampling keeps every character equally likely.
      const alphabet = id.length === 0 ? LETTERS : ALPHANUMERIC;
      const usable = 256 - (256 % alphabet.length);
      if (byte >= usable) continue;
      id += alphabet[byte % alphabet.length];
      if (id.length === LENGTH) break;
    }
  }
  return id;
}
