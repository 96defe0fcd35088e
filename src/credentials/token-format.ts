import { randomSecret, sha256 } from '../auth/secrets';

export type TokenPrefix = 'hsp_' | 'hsa_';

export interface IssuedToken {
  /** `<prefix><ownerId>_<64 hex>`: shown once, never stored. */
  plaintext: string;
  hash: Buffer;
  /** Last four characters of the secret, kept to recognise the token later. */
  hint: string;
}

/** Mints a token whose owner id (user or agent) is embedded so lookup needs one index probe. */
export function issueToken(prefix: TokenPrefix, ownerId: string): IssuedToken {
  const secret = randomSecret();
  return {
    plaintext: `${prefix}${ownerId}_${secret}`,
    hash: sha256(secret),
    hint: secret.slice(-4),
  };
}

// Owner ids are lower-case letters and digits (see db/ids.ts), so the underscore is unambiguous.
const SHAPE = /^(hsp_|hsa_)([a-z0-9]{2,40})_([0-9a-f]{64})$/;

/** Splits a presented token; undefined when it is not of the given kind or malformed. */
export function parseToken(
  prefix: TokenPrefix,
  token: string,
): { ownerId: string; hash: Buffer } | undefined {
  const match = SHAPE.exec(token);
  if (!match || match[1] !== prefix) return undefined;
  return { ownerId: match[2]!, hash: sha256(match[3]!) };
}
