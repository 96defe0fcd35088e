/** Row ids: short, random, one shape everywhere. */
import { randomBytes } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = LETTERS + '0123456789';
const LENGTH = 24;

// Random bytes drawn from the CSPRNG a block at a time: a call per id cost more than
// the id itself, and a request may draw several.
const BLOCK = 4096;
let pool = Buffer.alloc(0);
let next = 0;

function randomByte(): number {
  if (next === pool.length) {
    pool = randomBytes(BLOCK);
    next = 0;
  }
  return pool[next++]!;
}

/**
 * A new row id: a lower-case letter, then 23 lower-case letters or digits, about 123
 * random bits from the operating system's CSPRNG; the shape CUID2 ids have (existing
 * rows keep theirs). CUID2 hashes every id with SHA-3 and converts it through big
 * numbers: 100–350 µs each on this class of machine, and a created issue made 22 of
 * them (itself, its event, a delivery id per possible webhook).
 */
export function newId(): string {
  let id = '';
  while (id.length < LENGTH) {
    const byte = randomByte();
    // Rejection sampling keeps every character equally likely.
    const alphabet = id.length === 0 ? LETTERS : ALPHANUMERIC;
    if (byte >= 256 - (256 % alphabet.length)) continue;
    id += alphabet[byte % alphabet.length];
  }
  return id;
}
