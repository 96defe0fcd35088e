import { existsSync } from 'node:fs';
import { CONNECTION_WAIT_MS } from './db/database';
import type { UnboundedLimits } from './db/unbounded';
import { PLAN_VALUES } from './generated/openapi';

type Plan = (typeof PLAN_VALUES)[number];

export type ProcessRole = 'all' | 'api' | 'worker';

/** The application's middleware, in the order a request meets them (`app.ts`). */
export const LAYERS = [
  'request-context',
  'metrics',
  'tracing',
  'security-headers',
  'compression',
  'response-check',
  'idempotency',
  'errors',
  'secure-cookies',
  'health',
  'metrics-endpoint',
  'dashboard',
  'directions',
  'feature-routes',
  'cors',
  'same-origin-writes',
  'body',
] as const;

export type LayerName = (typeof LAYERS)[number];

export interface Config {
  port: number;
  /** Interface to listen on; unset: all of them. */
  host: string | undefined;
  /** Unset: the service starts an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections per process, shared by the API and the worker. */
  databasePoolSize: number;
  /** Distinct statement texts run as prepared statements per process; 0: none. */
  databasePreparedStatements: number;
  /**
   * How long one statement on the process's pool (the API's) may run before PostgreSQL
   * cancels it; 0: no limit. Migrations and the worker's connections run without it.
   */
  databaseStatementTimeoutMs: number;
  /**
   * Transactions without the statement timeout (deleting a project, a webhook or an agent)
   * one process runs at once, and how long a request waits for its turn before a 503.
   */
  unboundedTransactions: UnboundedLimits;
  dataDir: string;
  baseUrl: string;
  firstPartyOrigins: string[];
  trustProxy: boolean;
  /**
   * Proxies in front of the service that append to `X-Forwarded-For`: the client address
   * is the entry this many places from the right, never one the client wrote itself.
   */
  trustProxyHops: number;
  logLevel: string;
  /** `pretty` for people at a terminal (`make dev`), `json` for log collectors. */
  logFormat: 'json' | 'pretty';
  defaultPlan: Plan;
  role: ProcessRole;
  rateLimit: {
    ipPerMin: number;
    tightPerMin: number;
    tokenPerMin: number;
    tokenEnterprisePerMin: number;
    /** Length of every sliding window; a minute unless tests shrink it. */
    windowMs: number;
  };
  webhooks: {
    retryDelaysMs: number[];
    timeoutMs: number;
    allowedHosts: string[];
    /** PEM file of extra CAs trusted for receivers (private PKI, tests). */
    caFile: string | undefined;
    /**
     * The ceiling of each webhook's in-flight allowance (webhooks/allowance.ts): a fast
     * receiver's allowance grows up to it, a slow or failing one's shrinks towards 1.
     */
    maxInFlight: number;
  };
  /** Jobs one worker process runs at once. */
  workerConcurrency: number;
  /** How often an idle worker looks for jobs that became due (retries). */
  workerPollIntervalMs: number;
  /** Rows an import writes per transaction (`IMPORT_BATCH_SIZE`). */
  importBatchSize: number;
  session: {
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    /** How long a just-rotated refresh token still works (two tabs refreshing at once). */
    refreshGraceSeconds: number;
  };
  /** Request bodies above this size are refused with 413. */
  maxBodyBytes: number;
  /**
   * How long a request holds its `Idempotency-Key` without renewing the hold; a request
   * still running renews it every third of that, so only a holder that died loses it.
   */
  idempotencyLeaseMs: number;
  live: {
    /** Comment lines sent on an idle stream so proxies keep it open. */
    heartbeatMs: number;
    /** Open streams one user (or agent) may hold on one process. */
    maxStreamsPerUser: number;
    /** Open streams one client address may hold on one process, whoever signed in. */
    maxStreamsPerAddress: number;
    /** Open streams on one process in all. */
    maxStreams: number;
    /** How long a stream stays open before the service ends it (`closing: lifetime`). */
    maxStreamMs: number;
    /** Bytes a stream may have queued for a client that does not read; then it is closed. */
    bufferBytes: number;
    /** How far back a stream replays events on resume; an older position gets `reset`. */
    resumeWindowSeconds: number;
  };
  /**
   * Keys sealing stored secrets (webhook signing secrets): the first seals, every one
   * opens. Empty when SECRETS_KEY is unset; start-up then resolves them (`secrets-key.ts`).
   */
  secretsKeys: Buffer[];
  /**
   * Password login, sign-up and reset are offered; false for organisations that sign in
   * through their identity provider alone (`PASSWORD_LOGIN=false`).
   */
  passwordLogin: boolean;
  /** Unset unless `OIDC_ISSUER` is set. */
  oidc: OidcConfig | undefined;
  /**
   * Login attempts without a success per window: from one address against one email
   * (`perEmail`, then 429 for that pair only), and from one address in all (`perAddress`).
   */
  loginLimit: { perEmail: number; perAddress: number; windowSeconds: number };
  /** Lifetimes of single-use links, and how many reset mails one account gets an hour. */
  tokens: {
    passwordResetTtlSeconds: number;
    invitationTtlSeconds: number;
    emailChangeTtlSeconds: number;
    resetMailsPerHour: number;
  };
  mail: {
    /** `smtp://` or `smtps://` with credentials; unset: every mail is a log line instead. */
    smtpUrl: string | undefined;
    /** The From header of every mail (`MAIL_FROM`). */
    from: string;
  };
  notifications: {
    /** The window the first unread notification opens before one email lists what is unread. */
    emailDelaySeconds: number;
  };
  integrations: {
    /** How long a code-host connection's previous secret still signs after a rotation. */
    secretGraceSeconds: number;
    /** Attempts of a delivery's job before the delivery is marked rejected (8 unless tests shrink it). */
    processAttempts: number;
  };
  metrics: {
    /** Bearer token for `GET /metrics` on the service's port; unset: not served there. */
    token: string | undefined;
    /** Loopback-only port serving `GET /metrics` without a token, in any role. */
    port: number | undefined;
  };
  /**
   * Middleware left out of the application (`BENCH_OMIT_LAYERS`): only for `bench:api`,
   * which prices each layer by the CPU a request costs without it. Empty in any real use.
   */
  omitLayers: LayerName[];
}

/** Single sign-on with one OpenID Connect provider (`OIDC_*`; docs/OPERATIONS.md). */
export interface OidcConfig {
  /** The issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Unset for a public client (PKCE alone authenticates the code exchange). */
  clientSecret: string | undefined;
  /** The button reads "Sign in with <displayName>". */
  displayName: string;
  scopes: string;
  /** A plain-HTTP issuer (tests, local development only). */
  allowHttp: boolean;
  /** The first sign-in of an unknown person creates their account. */
  autoCreate: boolean;
  /** Email domains allowed to sign in through the provider; empty: any. */
  allowedDomains: string[];
  /** First wait before discovery is tried again after a failure; doubles up to 5 minutes. */
  discoveryRetryMs: number;
  /** How long one request to the provider may take. */
  timeoutMs: number;
  /** How long the browser has to come back from the provider. */
  attemptTtlSeconds: number;
}

/** Thrown when an environment variable holds a value the service cannot use. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function integer(
  env: Env,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min) throw new ConfigError(name, `must be at least ${min}, got ${value}`);
  if (value > max) throw new ConfigError(name, `must be at most ${max}, got ${value}`);
  return value;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must hold absolute http(s) URLs, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must hold http(s) URLs, got "${raw}"`);
  }
  return url.origin;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** A comma list of base64 AES-256 keys (32 bytes each), newest first. */
export function parseSecretsKeys(name: string, raw: string): Buffer[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const key = Buffer.from(part, 'base64');
      if (key.length !== 32 || !/^[A-Za-z0-9+/]+=*$/.test(part)) {
        throw new ConfigError(
          name,
          'must be base64 keys of 32 bytes, comma-separated (`openssl rand -base64 32`)',
        );
      }
      return key;
    });
}

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token)) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces');
  }
  return token;
}

function metricsPort(env: Env, servicePort: number): number | undefined {
  if (!env.METRICS_PORT?.trim()) return undefined;
  const port = integer(env, 'METRICS_PORT', 0, 1);
  if (port > 65535) throw new ConfigError('METRICS_PORT', `must be a TCP port, got ${port}`);
  if (port === servicePort)
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${port})`);
  return port;
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Never echo the value: it holds the SMTP password.
    throw new ConfigError('SMTP_URL', 'must be a URL such as smtps://user:password@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', `must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  if (!url.hostname) throw new ConfigError('SMTP_URL', 'must name a host');
  return raw;
}

function mailFrom(env: Env, baseUrl: string): string {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) return `Work tracker <no-reply@${new URL(baseUrl).hostname}>`;
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(raw) || /[\r\n]/.test(raw)) {
    throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>", got "${raw}"`);
  }
  return raw;
}

/**
 * Each unbounded transaction holds a pool connection for as long as its data takes. By
 * default they may take a quarter of the pool, leaving three quarters to every other
 * request however many deletions arrive at once; never the whole pool. A request waits
 * for its turn as long as it would for a pool connection, for the same reason: one that
 * cannot start soon answers 503 instead of hanging (and a turn, unlike a connection, is
 * freed only when a deletion of unknown length ends, so a longer wait would rarely help).
 */
function unboundedLimits(env: Env, poolSize: number): UnboundedLimits {
  const concurrency = integer(
    env,
    'DATABASE_UNBOUNDED_TRANSACTIONS',
    Math.max(1, Math.floor(poolSize / 4)),
    1,
  );
  if (concurrency >= poolSize) {
    throw new ConfigError(
      'DATABASE_UNBOUNDED_TRANSACTIONS',
      `must be below DATABASE_POOL_SIZE (${poolSize}), got ${concurrency}`,
    );
  }
  // setTimeout's ceiling.
  const maxWaitMs = integer(
    env,
    'DATABASE_UNBOUNDED_WAIT_MS',
    CONNECTION_WAIT_MS,
    0,
    2_147_483_647,
  );
  return { concurrency, maxWaitMs };
}

function oidcConfig(env: Env): OidcConfig | undefined {
  const raw = env.OIDC_ISSUER?.trim();
  if (!raw) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(raw);
  } catch {
    throw new ConfigError('OIDC_ISSUER', `must be an absolute https URL, got "${raw}"`);
  }
  const allowHttp = boolean(env, 'OIDC_ALLOW_HTTP', false);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && allowHttp)) {
    throw new ConfigError(
      'OIDC_ISSUER',
      `must be an https URL, got "${raw}" (OIDC_ALLOW_HTTP=true permits http for tests and local development)`,
    );
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID', 'must be set when OIDC_ISSUER is');
  const scopes = (env.OIDC_SCOPES?.trim() || 'openid email profile').split(/[\s,]+/);
  if (!scopes.includes('openid')) {
    throw new ConfigError('OIDC_SCOPES', `must include openid, got "${env.OIDC_SCOPES}"`);
  }
  const allowedDomains = list(env, 'OIDC_ALLOWED_DOMAINS', []).map((domain) =>
    domain.toLowerCase().replace(/^@/, ''),
  );
  for (const domain of allowedDomains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      throw new ConfigError(
        'OIDC_ALLOWED_DOMAINS',
        `must be a comma list of domains, got "${domain}"`,
      );
    }
  }
  return {
    // The issuer as the provider spells it: discovery compares it exactly.
    issuer: raw,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || undefined,
    displayName: env.OIDC_DISPLAY_NAME?.trim() || 'single sign-on',
    scopes: scopes.join(' '),
    allowHttp,
    autoCreate: boolean(env, 'OIDC_AUTO_CREATE', true),
    allowedDomains,
    discoveryRetryMs: integer(env, 'OIDC_DISCOVERY_RETRY_MS', 10_000, 10, 300_000),
    timeoutMs: integer(env, 'OIDC_TIMEOUT_MS', 10_000, 100, 120_000),
    attemptTtlSeconds: integer(env, 'OIDC_ATTEMPT_TTL_SECONDS', 600, 10, 3600),
  };
}

/** Reads the service configuration from environment variables (README lists them). */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError('PORT', `must be a TCP port, got ${port}`);
  const baseUrl = origin('BASE_URL', env.BASE_URL || `http://localhost:${port}`);
  // The service's own pages are always first-party, whatever else the operator lists.
  const firstPartyOrigins = [
    ...new Set([
      baseUrl,
      ...list(env, 'FIRST_PARTY_ORIGINS', []).map((value) => origin('FIRST_PARTY_ORIGINS', value)),
    ]),
  ];
  const retryDelaysMs = list(env, 'WEBHOOK_RETRY_DELAYS_MS', ['10000', '20000', '40000', '80000']);
  if (retryDelaysMs.some((value) => !/^\d+$/.test(value))) {
    throw new ConfigError('WEBHOOK_RETRY_DELAYS_MS', 'must be a comma list of milliseconds');
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// connection string');
  }
  const databasePoolSize = integer(env, 'DATABASE_POOL_SIZE', 20, 2);
  const oidc = oidcConfig(env);
  const passwordLogin = boolean(env, 'PASSWORD_LOGIN', true);
  if (!passwordLogin && !oidc) {
    throw new ConfigError('PASSWORD_LOGIN', 'can be false only when OIDC_ISSUER is set');
  }

  return {
    port,
    host: env.HOST?.trim() || undefined,
    databaseUrl,
    databasePoolSize,
    databasePreparedStatements: integer(env, 'DATABASE_PREPARED_STATEMENTS', 200, 0),
    databaseStatementTimeoutMs: integer(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      30_000,
      0,
      // PostgreSQL's own ceiling for the setting.
      2_147_483_647,
    ),
    unboundedTransactions: unboundedLimits(env, databasePoolSize),
    dataDir: env.DATA_DIR?.trim() || '.data',
    baseUrl,
    firstPartyOrigins,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 1, 1),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    logFormat: oneOf(env, 'LOG_FORMAT', ['json', 'pretty'] as const, 'json'),
    defaultPlan: oneOf<Plan>(env, 'DEFAULT_PLAN', PLAN_VALUES, 'FREE'),
    role: oneOf(env, 'PROCESS_ROLE', ['all', 'api', 'worker'] as const, 'all'),
    rateLimit: {
      ipPerMin: integer(env, 'RATE_LIMIT_IP_PER_MIN', 60, 1),
      tightPerMin: integer(env, 'RATE_LIMIT_TIGHT_PER_MIN', 5, 1),
      tokenPerMin: integer(env, 'RATE_LIMIT_TOKEN_PER_MIN', 1000, 1),
      tokenEnterprisePerMin: integer(env, 'RATE_LIMIT_TOKEN_ENTERPRISE_PER_MIN', 5000, 1),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 100),
    },
    webhooks: {
      retryDelaysMs: retryDelaysMs.map(Number),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10000, 1),
      allowedHosts: list(env, 'WEBHOOK_ALLOWED_HOSTS', []).map((host) => host.toLowerCase()),
      caFile: env.WEBHOOK_CA_FILE?.trim() || undefined,
      maxInFlight: integer(env, 'WEBHOOK_MAX_IN_FLIGHT', 32, 1),
    },
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 64, 1),
    workerPollIntervalMs: integer(env, 'WORKER_POLL_INTERVAL_MS', 1000, 10),
    importBatchSize: integer(env, 'IMPORT_BATCH_SIZE', 500, 1),
    session: {
      accessTtlSeconds: integer(env, 'SESSION_ACCESS_TTL_SECONDS', 15 * 60, 1),
      refreshTtlSeconds: integer(env, 'SESSION_REFRESH_TTL_SECONDS', 30 * 24 * 3600, 1),
      refreshGraceSeconds: integer(env, 'SESSION_REFRESH_GRACE_SECONDS', 30, 0),
    },
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024),
    idempotencyLeaseMs: integer(env, 'IDEMPOTENCY_LEASE_MS', 60_000, 100),
    live: {
      heartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', 20_000, 10),
      maxStreamsPerUser: integer(env, 'LIVE_MAX_STREAMS_PER_USER', 20, 1),
      maxStreamsPerAddress: integer(env, 'LIVE_MAX_STREAMS_PER_ADDRESS', 200, 1),
      maxStreams: integer(env, 'LIVE_MAX_STREAMS', 20_000, 1),
      maxStreamMs: integer(env, 'LIVE_MAX_STREAM_MS', 3_600_000, 100),
      bufferBytes: integer(env, 'LIVE_BUFFER_BYTES', 256 * 1024, 1024),
      resumeWindowSeconds: integer(env, 'LIVE_RESUME_WINDOW_SECONDS', 24 * 3600, 1),
    },
    secretsKeys: parseSecretsKeys('SECRETS_KEY', env.SECRETS_KEY ?? ''),
    loginLimit: {
      perEmail: integer(env, 'LOGIN_FAILURES_PER_EMAIL', 10, 1),
      perAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 100, 1),
      windowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 1),
    },
    passwordLogin,
    oidc,
    tokens: {
      passwordResetTtlSeconds: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 1, 24 * 60) * 60,
      invitationTtlSeconds: integer(env, 'INVITATION_TTL_DAYS', 7, 1, 365) * 86400,
      emailChangeTtlSeconds: integer(env, 'EMAIL_CHANGE_TTL_HOURS', 24, 1, 24 * 30) * 3600,
      resetMailsPerHour: integer(env, 'PASSWORD_RESET_MAILS_PER_HOUR', 3, 1),
    },
    mail: { smtpUrl: smtpUrl(env), from: mailFrom(env, baseUrl) },
    notifications: { emailDelaySeconds: integer(env, 'NOTIFICATION_EMAIL_DELAY_S', 300, 0) },
    integrations: {
      secretGraceSeconds: integer(env, 'INTEGRATION_SECRET_GRACE_SECONDS', 24 * 3600, 0),
      processAttempts: integer(env, 'INTEGRATION_PROCESS_ATTEMPTS', 8, 1, 25),
    },
    metrics: { token: metricsToken(env), port: metricsPort(env, port) },
    omitLayers: list(env, 'BENCH_OMIT_LAYERS', []).map((name) =>
      oneOf({ BENCH_OMIT_LAYERS: name }, 'BENCH_OMIT_LAYERS', LAYERS, 'body'),
    ),
  };
}

/** Reads `.env` from the working directory when present; the real environment wins. */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
