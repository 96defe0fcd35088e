import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { migrate, migrationContext } from '../src/db/migrate';
import { suite, testConfig, testLogger } from './support/context';

// Same rule as the service: DATABASE_URL when set, otherwise an embedded PostgreSQL
// (kept in .data/test so it never touches a developer's own data).
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    suite.log = testLogger();
    const config = loadConfig({
      ...process.env,
      DATA_DIR: process.env.TEST_DATA_DIR ?? '.data/test',
    });
    suite.database = await connectDatabase(config, suite.log);
    await migrate(suite.database.url, suite.log, migrationContext(testConfig()));
  },
  afterEach(this: Mocha.Context) {
    const violations = suite.violations.splice(0);
    if (violations.length > 0 && this.currentTest?.state === 'passed') {
      const lines = violations.map((v) => `${v.method} ${v.path} -> ${v.status}: ${v.problem}`);
      (this.test as unknown as { error(e: Error): void }).error(
        new Error(`Responses do not match openapi.yaml:\n${lines.join('\n')}`),
      );
    }
  },
  async afterAll() {
    await suite.database?.close();
  },
};
