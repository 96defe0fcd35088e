import type { Context } from 'koa';
import { clientOf, recordAccountAudit } from '../accounts/audit';
import { setSessionCookies } from '../auth/cookies';
import { createSession } from '../auth/sessions';
import { AppError, conflict, notFound } from '../http/errors';
import type { AppServices, HandlersOf } from '../http/handler';
import { Redirect } from '../http/redirect';
import { accountFor, followEmail, linkIdentity } from './accounts';
import {
  ATTEMPT_COOKIE,
  clearAttemptCookie,
  createAttempt,
  setAttemptCookie,
  spendAttempt,
  type Attempt,
} from './attempts';
import { authorizationRequest, CALLBACK_PATH, exchangeCode } from './exchange';
import { deleteIdentity, identitiesOf, identityAt, liveSessionUser } from './identities';
import { providerFor, type OidcProvider } from './provider';
import { refuse, SsoRefusal } from './refusals';

type Services = AppServices & { koa: Context };

/** Where the "Sign in with …" button sends the browser. */
const START_PATH = '/api/auth/sso/start';
/** The dashboard page that explains a refusal. */
const ERROR_PAGE = '/sso/error';
/** The dashboard page of the account's sign-in methods, where a link returns. */
const ACCOUNT_PAGE = '/account/sign-in';

/** A dashboard path, never another site: `/x`, not `//host` or `/\host`. */
function landing(returnTo: string | undefined): string {
  return returnTo && /^\/(?![/\\])/.test(returnTo) && !/[\r\n]/.test(returnTo) ? returnTo : '/';
}

function provider(req: Services): OidcProvider {
  const found = providerFor(req.config, req.log);
  if (!found) throw refuse('not_configured', 'OIDC_ISSUER is not set');
  return found;
}

/** Starts the round trip: the attempt stored, its cookie set, the provider's URL. */
async function begin(req: Services, attempt: Pick<Attempt, 'returnTo' | 'linkSessionId'>) {
  const oidc = provider(req);
  const configuration = await oidc.configuration();
  if (!configuration) throw refuse('unavailable', 'discovery has not succeeded yet');
  const request = await authorizationRequest(configuration, oidc.settings, req.config.baseUrl);
  const { url, ...checks } = request;
  const cookie = await createAttempt(
    req.db,
    { ...checks, ...attempt },
    oidc.settings.attemptTtlSeconds,
  );
  setAttemptCookie(req.koa, req.config, cookie);
  return url;
}

function providerDetails(oidc: OidcProvider) {
  return { provider: oidc.displayName, issuer: oidc.settings.issuer };
}

/** Logs (and, past the provider, audits) a refusal; the browser goes to the page explaining it. */
async function refused(req: Services, refusal: SsoRefusal, audited: boolean): Promise<Redirect> {
  const oidc = req.config.oidc;
  req.log.warn(
    { reason: refusal.reason, detail: refusal.message, issuer: oidc?.issuer },
    'single sign-on refused',
  );
  if (audited && oidc) {
    await recordAccountAudit(req.db, {
      userId: refusal.userId,
      action: 'sso.refused',
      ...clientOf(req),
      details: { provider: oidc.displayName, issuer: oidc.issuer, reason: refusal.reason },
    });
  }
  return new Redirect(`${req.config.baseUrl}${ERROR_PAGE}?reason=${refusal.reason}`);
}

export const ssoHandlers = {
  async getSignInOptions(req) {
    const oidc = providerFor(req.config, req.log);
    return {
      passwordLogin: req.config.passwordLogin,
      singleSignOn: oidc
        ? { displayName: oidc.displayName, available: oidc.available, startUrl: START_PATH }
        : null,
    };
  },

  async startSingleSignOn(req) {
    try {
      const url = await begin(req, { returnTo: landing(req.query.returnTo), linkSessionId: null });
      return new Redirect(url);
    } catch (error) {
      if (error instanceof SsoRefusal) return refused(req, error, false);
      throw error;
    }
  },

  async finishSingleSignOn(req) {
    const cookie = req.koa.cookies.get(ATTEMPT_COOKIE);
    clearAttemptCookie(req.koa, req.config);
    let audited = false;
    try {
      const oidc = provider(req);
      const attempt = await spendAttempt(req.db, cookie);
      if (!attempt)
        throw refuse(
          'state',
          'no sign-in under way in this browser (cookie missing, spent or expired)',
        );
      if (req.query.state !== attempt.state)
        throw refuse('state', 'the state differs from this browser’s');
      const configuration = await oidc.configuration();
      if (!configuration) throw refuse('unavailable', 'discovery has not succeeded yet');
      const callbackUrl = new URL(`${CALLBACK_PATH}${req.koa.search}`, req.config.baseUrl);
      const claims = await exchangeCode(configuration, callbackUrl, attempt);
      audited = true;
      const details = providerDetails(oidc);
      if (attempt.linkSessionId) {
        const userId = await liveSessionUser(req.db, attempt.linkSessionId);
        if (!userId) throw refuse('signed_out', 'the session that started the link has ended');
        const outcome = await linkIdentity(req.db, oidc.settings, userId, claims);
        if (outcome === 'linked') {
          await recordAccountAudit(req.db, {
            userId,
            action: 'sso.linked',
            ...clientOf(req),
            details,
          });
        }
        return new Redirect(`${req.config.baseUrl}${attempt.returnTo}`);
      }
      const { userId, via } = await accountFor(req.db, oidc.settings, claims);
      if (via === 'identity') await followEmail(req.db, req.log, userId, claims);
      if (via === 'created') {
        await recordAccountAudit(req.db, {
          userId,
          action: 'sso.account_created',
          ...clientOf(req),
          details,
        });
      }
      await recordAccountAudit(req.db, {
        userId,
        action: 'sso.signed_in',
        ...clientOf(req),
        details: { ...details, via },
      });
      const tokens = await createSession(req.db, userId, req.config.session);
      setSessionCookies(req.koa, req.config, tokens);
      req.log.info({ userId, via, issuer: oidc.settings.issuer }, 'single sign-on: signed in');
      return new Redirect(`${req.config.baseUrl}${attempt.returnTo}`);
    } catch (error) {
      if (error instanceof SsoRefusal) return refused(req, error, audited);
      throw error;
    }
  },

  async linkSingleSignOn(req) {
    const oidc = providerFor(req.config, req.log);
    if (!oidc) throw notFound('Single sign-on');
    if (await identityAt(req.db, req.principal.userId, oidc.settings.issuer)) {
      throw conflict(`This account is already linked to ${oidc.displayName}`);
    }
    try {
      const url = await begin(req, {
        returnTo: `${ACCOUNT_PAGE}?linked=1`,
        linkSessionId: req.principal.sessionId,
      });
      return { url };
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      throw new AppError(
        503,
        `${oidc.displayName} cannot be reached right now; try again shortly`,
        {
          'Retry-After': String(Math.ceil(oidc.settings.discoveryRetryMs / 1000)),
        },
      );
    }
  },

  async listIdentities(req) {
    const [identities, user] = await Promise.all([
      identitiesOf(req.db, req.principal.userId),
      req.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', req.principal.userId)
        .executeTakeFirst(),
    ]);
    const oidc = req.config.oidc;
    return {
      passwordSet: Boolean(user?.passwordHash),
      identities: identities.map((identity) => ({
        ...identity,
        // An identity of a provider the service no longer uses is named by its issuer.
        provider: identity.issuer === oidc?.issuer ? oidc.displayName : identity.issuer,
      })),
    };
  },

  async unlinkIdentity(req) {
    const { userId } = req.principal;
    const outcome = await req.db
      .transaction()
      .execute((trx) =>
        deleteIdentity(trx, userId, req.params.identityId, req.config.passwordLogin),
      );
    if (outcome === 'not-found') throw notFound('Identity');
    if (outcome === 'last-way-in') {
      throw conflict(
        'This is the only way to sign in to the account: set a password (or link another identity) first',
      );
    }
    const oidc = req.config.oidc;
    await recordAccountAudit(req.db, {
      userId,
      action: 'sso.unlinked',
      ...clientOf(req),
      details: {
        provider: outcome.issuer === oidc?.issuer ? oidc.displayName : outcome.issuer,
        issuer: outcome.issuer,
      },
    });
  },
} satisfies HandlersOf<'sso'>;
