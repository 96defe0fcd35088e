import { Writable } from 'node:stream';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import type Koa from 'koa';
import { expect } from 'chai';
import { buildApp } from '../support/context';

/** Claims the provider puts in the next ID token, and what a test does to the token. */
export interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

/**
 * A real OpenID provider on 127.0.0.1 (oauth2-mock-server: discovery, JWKS, an
 * authorization endpoint that approves at once, a token endpoint that signs RS256 ID tokens
 * with the nonce of the authorization request). Each test says who signs in with `as`, and
 * may change the ID token before it is signed with `tamper`.
 */
export class TestProvider {
  readonly server = new OAuth2Server();
  person: Person = { sub: 'nobody' };
  tamper: ((payload: Record<string, unknown>) => void) | undefined;

  get issuer(): string {
    return this.server.issuer.url!;
  }

  async start(): Promise<void> {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.on('beforeTokenSigning', (token: MutableToken) => {
      // The ID token is the one with an audience (the access token has a scope).
      if (!('aud' in token.payload) || 'scope' in token.payload) return;
      Object.assign(token.payload, this.person);
      this.tamper?.(token.payload as Record<string, unknown>);
    });
    await this.server.start(0, '127.0.0.1');
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }

  /** Who signs in next; the ID token is left untouched. */
  as(person: Person): void {
    this.person = person;
    this.tamper = undefined;
  }

  /** The service's environment for this provider. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      OIDC_ISSUER: this.issuer,
      OIDC_CLIENT_ID: 'tracker',
      OIDC_CLIENT_SECRET: 'tracker-secret',
      OIDC_DISPLAY_NAME: 'Acme ID',
      OIDC_ALLOW_HTTP: 'true',
      ...extra,
    };
  }
}

export function cookiesOf(res: request.Response): Record<string, string> {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookies: Record<string, string> = {};
  for (const line of header ?? []) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    cookies[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return cookies;
}

/** One browser's round trip, step by step, so tests can interfere between steps. */
export class RoundTrip {
  attemptCookie = '';
  authorizationUrl = '';
  callback = '';

  constructor(
    readonly app: Koa,
    readonly cookie = '',
  ) {}

  /** The "Sign in with …" button: the service sends the browser to the provider. */
  async start(returnTo?: string): Promise<this> {
    const res = await request(this.app.callback())
      .get('/api/auth/sso/start')
      .query(returnTo ? { returnTo } : {})
      .expect(302);
    this.attemptCookie = cookiesOf(res).service_sso!;
    expect(this.attemptCookie, 'the attempt cookie').to.have.length.greaterThan(10);
    this.authorizationUrl = res.headers.location!;
    return this;
  }

  /** The provider approves and sends the browser back (real HTTP). */
  async approve(): Promise<this> {
    const res = await fetch(this.authorizationUrl, { redirect: 'manual' });
    expect(res.status, await res.text()).to.equal(302);
    const back = new URL(res.headers.get('location')!);
    this.callback = back.pathname + back.search;
    return this;
  }

  /** The browser arrives at the callback with its attempt cookie. */
  finish(callback = this.callback, attemptCookie = this.attemptCookie) {
    const cookies = [attemptCookie && `service_sso=${attemptCookie}`, this.cookie].filter(Boolean);
    return request(this.app.callback()).get(callback).set('Cookie', cookies.join('; ')).expect(302);
  }
}

/** The whole round trip; the answer of the callback. */
export async function signInThrough(app: Koa, returnTo?: string) {
  const trip = await new RoundTrip(app).start(returnTo);
  await trip.approve();
  return trip.finish();
}

/** An app configured for the provider (every response checked against the document). */
export function appFor(provider: TestProvider, env: Record<string, string> = {}): Koa {
  return buildApp({}, provider.env(env));
}

/** Where a callback sent the browser: a refusal's reason, or the page it lands on. */
export function landing(res: request.Response): { reason?: string; path: string } {
  const url = new URL(res.headers.location!);
  return { reason: url.searchParams.get('reason') ?? undefined, path: url.pathname };
}

/** A log line as pino writes it. */
export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger whose lines the test reads (the suite's own logger is silent). */
export function capturedLog(): { log: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        entries.push(JSON.parse(String(chunk)) as LogEntry);
        done();
      },
    }),
  );
  return { log, entries };
}
