/** Seals and opens secrets stored in the database (webhook signing secrets). */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the service must read back (webhook signing secrets) are stored sealed:
// AES-256-GCM under a key from SECRETS_KEY, as `sealed:v1:<keyId>:<iv>:<ciphertext>:<tag>`
// (base64url). The key id names the key that sealed the value, so SECRETS_KEY can list a
// new key first and the old ones after it: new values use the first, every listed key
// still opens what it sealed. A database dump or backup alone reveals no secret.

const PREFIX = 'sealed:v1:';

/** A short, stable name for a key: the first 8 hex digits of its SHA-256. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** Seals `plaintext` with the first key. */
export function sealSecret(keys: readonly Buffer[], plaintext: string): string {
  const key = keys[0];
  if (!key) throw new Error('No SECRETS_KEY to seal secrets with');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return `${PREFIX}${keyId(key)}:${parts.join(':')}`;
}

/** True for a value `sealSecret` produced; anything else was stored before sealing. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The plaintext of a stored secret. A value stored before secrets were sealed is returned
 * as it is (the migration seals those, but a process of the previous release may still
 * write one during an upgrade).
 */
export function openSecret(keys: readonly Buffer[], stored: string): string {
  return openWith(keysById(keys), stored);
}

/**
 * `openSecret` for a path that opens the same few secrets over and over (every delivery
 * attempt signs with its webhook's): each stored value is opened once and remembered, up
 * to `remember` of them, past which the memo starts over. A process that holds
 * SECRETS_KEY can open every secret anyway; the memo only spares the decryption.
 */
export function secretOpener(keys: readonly Buffer[], remember = 1024): (stored: string) => string {
  const byId = keysById(keys);
  const opened = new Map<string, string>();
  return (stored) => {
    let plaintext = opened.get(stored);
    if (plaintext === undefined) {
      plaintext = openWith(byId, stored);
      if (opened.size >= remember) opened.clear();
      opened.set(stored, plaintext);
    }
    return plaintext;
  };
}

const keysById = (keys: readonly Buffer[]) => new Map(keys.map((key) => [keyId(key), key]));

function openWith(keys: ReadonlyMap<string, Buffer>, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [id, iv, ciphertext, tag] = stored.slice(PREFIX.length).split(':');
  const key = keys.get(id!);
  if (!key) throw new Error(`A secret is sealed with key ${id}, which SECRETS_KEY does not list`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext!, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
