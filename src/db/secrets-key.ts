/** Where the key that seals stored secrets comes from: SECRETS_KEY, or one kept in the data directory. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, parseSecretsKeys, type Config } from '../config';

/** Where a generated key lives: beside the embedded cluster, backed up with it. */
export function secretsKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.key');
}

/**
 * The keys that seal stored secrets: SECRETS_KEY when set. With the embedded database and
 * no SECRETS_KEY, the key in the data directory, generated there (readable by its owner
 * only) on first start, which the log says. An external database needs SECRETS_KEY: every
 * process using it must hold the same key.
 */
export function resolveSecretsKeys(config: Config, log: Logger): Buffer[] {
  if (config.secretsKeys.length > 0) return config.secretsKeys;
  if (config.databaseUrl) {
    throw new ConfigError(
      'SECRETS_KEY',
      'must be set with DATABASE_URL (every process needs the same key): generate one with `openssl rand -base64 32`',
    );
  }
  const file = secretsKeyFile(config.dataDir);
  let stored: string | undefined;
  try {
    stored = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored !== undefined) return parseSecretsKeys(`${file} (SECRETS_KEY)`, stored.trim());
  const key = randomBytes(32);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: a process starting at the same moment never overwrites the other's key.
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecretsKeys(`${file} (SECRETS_KEY)`, readFileSync(file, 'utf8').trim());
  }
  log.info(
    { file },
    `SECRETS_KEY is not set: generated a key into ${file} to encrypt webhook signing secrets at rest. Back it up with the data directory; set SECRETS_KEY to use your own`,
  );
  return [key];
}
