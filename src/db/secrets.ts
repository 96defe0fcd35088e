/** Seals and opens secrets stored in the database (webhook signing secrets). */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the service must read back (webhook signing secrets) are stored sealed:
// AES-256-GCM under a key from SECRETS_KEY, as `sealed:v2:<keyId>:<iv>:<ciphertext>:<tag>`
// (base64url). The key id names the key that sealed the value, so SECRETS_KEY can list a
// new key first and the old ones after it: new values use the first, every listed key
// still opens what it sealed, and `npm run secrets:reseal` moves every value to the first
// so an old key can be dropped. A database dump or backup alone reveals no secret.
//
// Each value is bound to what it is the secret of (its `purpose`, e.g. the webhook whose
// signing secret it is) as GCM's associated data: a sealed value copied onto another row
// does not open there. The tag is always the full 16 bytes; a shorter one is refused.
// `sealed:v1:` values (no associated data) came before; they still open, and a migration
// and the reseal move them to v2.

const PREFIX = 'sealed:';
const CURRENT = 'sealed:v2:';
const UNBOUND = 'sealed:v1:';
const TAG_BYTES = 16;

/** A short, stable name for a key: the first 8 hex digits of its SHA-256. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** Seals `plaintext` with the first key, bound to `purpose`. */
export function sealSecret(keys: readonly Buffer[], plaintext: string, purpose: string): string {
  return seal(keys, plaintext, purpose);
}

/**
 * Seals without a purpose, as values were before binding (`sealed:v1:`): only for the
 * migration that first sealed stored secrets, whose values a later one binds.
 */
export function sealUnbound(keys: readonly Buffer[], plaintext: string): string {
  return seal(keys, plaintext, undefined);
}

function seal(keys: readonly Buffer[], plaintext: string, purpose: string | undefined): string {
  const key = keys[0];
  if (!key) throw new Error('No SECRETS_KEY to seal secrets with');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  if (purpose !== undefined) cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return `${purpose === undefined ? UNBOUND : CURRENT}${keyId(key)}:${parts.join(':')}`;
}

/** True for a value `sealSecret` produced; anything else was stored before sealing. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** True when the value is sealed bound to its purpose with `key` already. */
export function isCurrent(stored: string, key: Buffer): boolean {
  return stored.startsWith(`${CURRENT}${keyId(key)}:`);
}

/**
 * The plaintext of a stored secret sealed for `purpose`. A value stored before secrets were
 * sealed is returned as it is (the migration seals those, but a process of an earlier
 * release may still write one during an upgrade).
 */
export function openSecret(keys: readonly Buffer[], stored: string, purpose: string): string {
  return openWith(keysById(keys), stored, purpose);
}

/**
 * `openSecret` for a path that opens the same few secrets over and over (every delivery
 * attempt signs with its webhook's): each stored value is opened once and remembered, up
 * to `remember` of them, past which the memo starts over. A process that holds
 * SECRETS_KEY can open every secret anyway; the memo only spares the decryption.
 */
export function secretOpener(
  keys: readonly Buffer[],
  remember = 1024,
): (stored: string, purpose: string) => string {
  const byId = keysById(keys);
  const opened = new Map<string, string>();
  return (stored, purpose) => {
    const memo = `${purpose}\n${stored}`;
    let plaintext = opened.get(memo);
    if (plaintext === undefined) {
      plaintext = openWith(byId, stored, purpose);
      if (opened.size >= remember) opened.clear();
      opened.set(memo, plaintext);
    }
    return plaintext;
  };
}

/** The value sealed again with the first key, bound to `purpose` (the reseal's step). */
export function resealSecret(keys: readonly Buffer[], stored: string, purpose: string): string {
  return sealSecret(keys, openSecret(keys, stored, purpose), purpose);
}

const keysById = (keys: readonly Buffer[]) => new Map(keys.map((key) => [keyId(key), key]));

function openWith(keys: ReadonlyMap<string, Buffer>, stored: string, purpose: string): string {
  if (!isSealed(stored)) return stored;
  const bound = stored.startsWith(CURRENT);
  if (!bound && !stored.startsWith(UNBOUND))
    throw new Error('A secret is sealed in a form this release does not know');
  const [id, iv, ciphertext, tag] = stored.slice(CURRENT.length).split(':');
  const key = keys.get(id!);
  if (!key) throw new Error(`A secret is sealed with key ${id}, which SECRETS_KEY does not list`);
  const authTag = Buffer.from(tag ?? '', 'base64url');
  if (authTag.length !== TAG_BYTES) throw new Error('A sealed secret has a truncated tag');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  if (bound) decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(authTag);
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext!, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
