import type Koa from 'koa';
import type { Logger } from 'pino';
import { createApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connect';
import type { ResponseViolation } from '../../src/http/response-check';
import { createDb, type Db } from '../../src/db/database';
import { createLogger } from '../../src/logging';
import { faultActive, faultInjectingPool } from './faults';

/** The database and app shared by the suite, set up once by `test/setup.ts`. */
export const suite = {
  database: undefined as unknown as DatabaseHandle,
  log: undefined as unknown as Logger,
  violations: [] as ResponseViolation[],
};

let appDb: Db | undefined;

/** The database as apps under test see it: the suite's pool behind the fault seam. */
export function appDatabase(): Db {
  appDb ??= createDb(
    faultInjectingPool(suite.database.pool),
    testConfig().databasePreparedStatements,
  );
  return appDb;
}

export const FIRST_PARTY = 'http://app.example.test';

/** The suite's SECRETS_KEY (32 bytes, base64): stored webhook secrets are sealed with it. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SECRETS_KEY: TEST_SECRETS_KEY,
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://api.example.test',
    FIRST_PARTY_ORIGINS: FIRST_PARTY,
    DEFAULT_PLAN: 'PRO',
    // Every test request comes from 127.0.0.1; the rate-limit tests set their own limits.
    RATE_LIMIT_IP_PER_MIN: '1000000',
    RATE_LIMIT_TIGHT_PER_MIN: '1000000',
    // A pooler in transaction mode (the PgBouncer run in CI) needs them off.
    DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS ?? '200',
    ...env,
  });
}

export function testLogger(): Logger {
  return createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
}

/** A fresh app on the shared database; every response is checked against the spec. */
export function buildApp(
  overrides: Partial<AppOptions> = {},
  env: Record<string, string> = {},
): Koa {
  return createApp({
    config: testConfig(env),
    db: appDatabase(),
    log: suite.log,
    onResponseViolation: (violation) => {
      // The 500 of a deliberately failed statement is the fault test's subject.
      if (violation.status === 500 && faultActive()) return;
      suite.violations.push(violation);
    },
    ...overrides,
  });
}

/** Registers a `before` hook that builds an app once the database is up. */
export function appFixture(overrides: Partial<AppOptions> = {}, env: Record<string, string> = {}) {
  const fixture = {
    app: undefined as unknown as Koa,
    server: undefined as unknown as ReturnType<Koa['callback']>,
  };
  before(() => {
    fixture.app = buildApp(overrides, env);
    fixture.server = fixture.app.callback();
  });
  return fixture;
}
