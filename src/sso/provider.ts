import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config, OidcConfig } from '../config';

/** The longest wait between two discovery attempts while the provider does not answer. */
const MAX_RETRY_MS = 5 * 60_000;

/**
 * The identity provider as discovery describes it (`<issuer>/.well-known/openid-configuration`).
 * Discovery starts with the app; while the provider cannot be reached the service runs with
 * password login, says so once per failure, and tries again, doubling the wait up to five
 * minutes. A sign-in that arrives meanwhile tries again at once.
 */
export class OidcProvider {
  #configuration: oidc.Configuration | undefined;
  #pending: Promise<oidc.Configuration | undefined> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retryMs: number;

  constructor(
    readonly settings: OidcConfig,
    private readonly passwordLogin: boolean,
    private readonly log: Logger,
  ) {
    this.#retryMs = settings.discoveryRetryMs;
  }

  /** Whether discovery has succeeded: the provider's endpoints and keys are known. */
  get available(): boolean {
    return this.#configuration !== undefined;
  }

  get displayName(): string {
    return this.settings.displayName;
  }

  /** The discovered configuration, or undefined while the provider cannot be reached. */
  configuration(): Promise<oidc.Configuration | undefined> {
    if (this.#configuration) return Promise.resolve(this.#configuration);
    this.#pending ??= this.#discover().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Stops retrying (the app is closing). */
  stop(): void {
    clearTimeout(this.#timer);
  }

  async #discover(): Promise<oidc.Configuration | undefined> {
    const { settings } = this;
    try {
      const configuration = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret === undefined ? oidc.None() : undefined,
        {
          execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
          timeout: Math.ceil(settings.timeoutMs / 1000),
        },
      );
      // The ID token's signature is checked against the provider's published keys, not
      // only trusted because it came over TLS from the token endpoint.
      oidc.enableNonRepudiationChecks(configuration);
      this.#configuration = configuration;
      clearTimeout(this.#timer);
      this.log.info(
        { issuer: settings.issuer, provider: settings.displayName },
        `single sign-on: signing in with ${settings.displayName} is available`,
      );
      return configuration;
    } catch (error) {
      this.#scheduleRetry(error);
      return undefined;
    }
  }

  #scheduleRetry(error: unknown): void {
    const { settings } = this;
    const retryInMs = this.#retryMs;
    const meanwhile = this.passwordLogin
      ? 'password login only until it answers'
      : 'nobody can sign in until it answers (PASSWORD_LOGIN=false)';
    this.log.warn(
      { issuer: settings.issuer, reason: (error as Error).message, retryInMs },
      `single sign-on: ${settings.displayName} cannot be reached; ${meanwhile}; discovery is retried`,
    );
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.configuration(), retryInMs);
    this.#timer.unref();
  }
}

// One provider per configuration: the app's handlers and start-up share it.
const providers = new WeakMap<Config, OidcProvider>();

/**
 * The process's provider for this configuration, started on first use; undefined when
 * single sign-on is not configured.
 */
export function providerFor(config: Config, log: Logger): OidcProvider | undefined {
  if (!config.oidc) return undefined;
  let provider = providers.get(config);
  if (!provider) {
    provider = new OidcProvider(config.oidc, config.passwordLogin, log);
    providers.set(config, provider);
    if (config.oidc.allowHttp) {
      log.warn(
        { issuer: config.oidc.issuer },
        'single sign-on: OIDC_ALLOW_HTTP=true lets the provider be reached over plain HTTP; for tests and local development only',
      );
    }
    void provider.configuration();
  }
  return provider;
}
