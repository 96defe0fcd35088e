import { authenticator } from '../../src/auth/authenticate';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config';
import { allHandlers, eventSubscribers } from '../../src/features';
import { eventReaders } from '../../src/events/readers';
import type { HandlerMap } from '../../src/http/handler';
import { buildRouter, SpecMismatchError } from '../../src/http/router';
import { loadSpec } from '../../src/http/spec';
import { ipThrottles } from '../../src/ratelimit/ip-throttle';
import { UnboundedTransactions } from '../../src/db/unbounded';
import { suite, testConfig } from '../support/context';

describe('start-up checks', () => {
  const spec = loadSpec();
  // The router re-checks the registry at run time; these tests hand it broken ones.
  const build = (handlers: object) =>
    buildRouter({
      spec,
      handlers: handlers as HandlerMap,
      services: {
        db: suite.database.db,
        unbounded: new UnboundedTransactions(suite.database.db, testConfig().unboundedTransactions),
        config: testConfig(),
        log: suite.log,
        eventSubscribers,
        eventReaders: eventReaders(loadSpec()),
      },
      authenticate: authenticator(suite.database.db, {}, ipThrottles(testConfig())),
    });

  it('accepts the shipped document and handlers', () => {
    expect(() => build(allHandlers(spec))).not.to.throw();
  });

  it('refuses an operation without a handler, naming it', () => {
    const { getWorkspace: _removed, ...handlers } = allHandlers(spec);
    expect(() => build(handlers)).to.throw(SpecMismatchError, /without a handler: getWorkspace/);
  });

  it('refuses a handler without an operation, naming it', () => {
    const handlers = { ...allHandlers(spec), launchRockets: async () => ({}) };
    expect(() => build(handlers)).to.throw(
      SpecMismatchError,
      /without an operation: launchRockets/,
    );
  });
});

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(3000);
    expect(config.databaseUrl).to.equal(undefined);
    expect(config.defaultPlan).to.equal('FREE');
    expect(config.role).to.equal('all');
    expect(config.rateLimit).to.deep.equal({
      ipPerMin: 60,
      tightPerMin: 5,
      tokenPerMin: 1000,
      tokenEnterprisePerMin: 5000,
      windowMs: 60000,
    });
    expect(config.webhooks.retryDelaysMs).to.deep.equal([10000, 20000, 40000, 80000]);
    expect(config.webhooks.timeoutMs).to.equal(10000);
    expect(config.databaseStatementTimeoutMs).to.equal(30000);
    expect(config.unboundedTransactions).to.deep.equal({ concurrency: 5, maxWaitMs: 5000 });
  });

  it('lets a quarter of the pool run unbounded transactions by default, at least one', () => {
    const turns = (size: string) =>
      loadConfig({ DATABASE_POOL_SIZE: size }).unboundedTransactions.concurrency;
    expect([turns('2'), turns('8'), turns('43')]).to.deep.equal([1, 2, 10]);
  });

  const invalid: [string, string][] = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DEFAULT_PLAN', 'GOLD'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY_HOPS', '0'],
    ['RATE_LIMIT_IP_PER_MIN', '0'],
    ['RATE_LIMIT_TOKEN_PER_MIN', '-5'],
    ['WEBHOOK_RETRY_DELAYS_MS', '10,abc'],
    ['FIRST_PARTY_ORIGINS', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['PROCESS_ROLE', 'everything'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '2147483648'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '30s'],
    ['DATABASE_UNBOUNDED_TRANSACTIONS', '0'],
    ['DATABASE_UNBOUNDED_TRANSACTIONS', '20'],
    ['DATABASE_UNBOUNDED_WAIT_MS', '2147483648'],
  ];
  for (const [variable, value] of invalid) {
    it(`stops on ${variable}=${value}, naming the variable`, () => {
      expect(() => loadConfig({ [variable]: value }))
        .to.throw(ConfigError)
        .with.property('variable', variable);
    });
  }

  it('always counts BASE_URL among the first-party origins, once', () => {
    const listed = loadConfig({
      BASE_URL: 'https://work.example.com',
      FIRST_PARTY_ORIGINS: 'https://work.example.com, https://admin.example.com',
    });
    expect(listed.firstPartyOrigins).to.deep.equal([
      'https://work.example.com',
      'https://admin.example.com',
    ]);
    const unlisted = loadConfig({
      BASE_URL: 'https://work.example.com/',
      FIRST_PARTY_ORIGINS: 'https://admin.example.com',
    });
    expect(unlisted.firstPartyOrigins).to.include('https://work.example.com');
  });

  it('reads lists and origins', () => {
    const config = loadConfig({
      FIRST_PARTY_ORIGINS: 'https://app.example.com/, https://admin.example.com',
      WEBHOOK_ALLOWED_HOSTS: 'Localhost, 127.0.0.1',
      TRUST_PROXY: 'true',
    });
    expect(config.firstPartyOrigins).to.deep.equal([
      'http://localhost:3000',
      'https://app.example.com',
      'https://admin.example.com',
    ]);
    expect(config.webhooks.allowedHosts).to.deep.equal(['localhost', '127.0.0.1']);
    expect(config.trustProxy).to.equal(true);
  });
});
