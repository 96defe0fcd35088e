import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// OWASP's scrypt minimum is N=2^17, r=8, p=1, or an equivalent trade of memory for
// passes: N=2^16, r=8, p=2 costs the same work with 64 MiB per hash instead of 128, which
// a small container can afford for a few logins at once. Each hash records its own
// parameters, so hashes made with older ones still verify and are upgraded at next login.
const PARAMS = { N: 2 ** 16, r: 8, p: 2 };
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; twice the current parameters' need leaves room for both.
const MAX_MEMORY = 2 * 128 * PARAMS.N * PARAMS.r;

function scrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt b64>$<key b64>`; `params` only for tests making old hashes. */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(N) !== PARAMS.N ||
    Number(r) !== PARAMS.r ||
    Number(p) !== PARAMS.p
  );
}

// Verified against when the email is unknown, so both failures cost the same time.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await DUMMY_HASH);
  return false;
}
