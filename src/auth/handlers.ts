import { conflict, forbidden, unauthorized } from '../http/errors';
import type { AppServices, HandlersOf } from '../http/handler';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setAccessCookie,
  setSessionCookies,
} from './cookies';
import { startSession } from './start-session';
import { clearLoginFailures, countLoginAttempt } from './login-limit';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { refreshSession, revokeSessionByToken, sessionIdOf } from './sessions';
import { createUser, findUserByEmail, findUserById, setPasswordHash, updateProfile } from './users';

/** `PASSWORD_LOGIN=false`: password login, sign-up and reset are refused. */
export function requirePasswordLogin(config: AppServices['config']): void {
  if (config.passwordLogin) return;
  const provider = config.oidc?.displayName ?? 'single sign-on';
  throw forbidden(`Password login is turned off on this service: sign in with ${provider}`);
}

export const authHandlers = {
  async register(req) {
    requirePasswordLogin(req.config);
    const { email, password, name } = req.body;
    const passwordHash = await hashPassword(password);
    const user = await createUser(req.db, { email: email.trim(), name: name.trim(), passwordHash });
    if (!user) throw conflict('An account with this email already exists');
    const tokens = await startSession(req, user.id);
    return { user, session: { expiresAt: tokens.expiresAt } };
  },

  async login(req) {
    requirePasswordLogin(req.config);
    const { email, password } = req.body;
    await countLoginAttempt(req.db, email, req.koa.ip, req.config.loginLimit);
    const user = await findUserByEmail(req.db, email.trim());
    // An account made through single sign-on has no password: it fails like an unknown email.
    const hash = user?.passwordHash;
    const valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password);
    // One message for an unknown email and a wrong password.
    if (!user || !hash || !valid) throw unauthorized('Invalid email or password');
    await clearLoginFailures(req.db, email, req.koa.ip);
    // The one moment the plaintext is at hand: hashes made with older parameters are upgraded.
    if (needsRehash(hash)) {
      await setPasswordHash(req.db, user.id, await hashPassword(password));
    }
    const tokens = await startSession(req, user.id);
    const { passwordHash: _omitted, ...publicUser } = user;
    return { user: publicUser, session: { expiresAt: tokens.expiresAt } };
  },

  async refreshSession(req) {
    const token = req.koa.cookies.get(REFRESH_COOKIE);
    const outcome = token ? await refreshSession(req.db, token, req.config.session) : undefined;
    if (outcome?.kind === 'grace') {
      setAccessCookie(req.koa, req.config, outcome.accessToken, outcome.expiresAt);
      return { session: { expiresAt: outcome.expiresAt } };
    }
    if (outcome?.kind !== 'rotated') {
      clearSessionCookies(req.koa, req.config);
      if (outcome?.kind === 'reused') {
        req.log.warn({ sessionId: sessionIdOf(token!) }, 'refresh token reuse: session revoked');
      }
      throw unauthorized('Session expired or invalid');
    }
    setSessionCookies(req.koa, req.config, outcome.tokens);
    return { session: { expiresAt: outcome.tokens.expiresAt } };
  },

  // Public so that a user whose access cookie expired can still end the session.
  async logout(req) {
    for (const token of [req.koa.cookies.get(ACCESS_COOKIE), req.koa.cookies.get(REFRESH_COOKIE)]) {
      if (token) await revokeSessionByToken(req.db, token, 'logout');
    }
    clearSessionCookies(req.koa, req.config);
  },

  async getCurrentUser(req) {
    const user = await findUserById(req.db, req.principal.userId);
    if (!user) throw unauthorized('Session expired or invalid');
    return user;
  },

  async updateCurrentUser(req) {
    const { name, handle } = req.body;
    const user = await updateProfile(req.db, req.principal.userId, {
      name: name?.trim(),
      handle,
    });
    if (user === 'handle-taken') throw conflict(`The handle "${handle}" is taken`);
    if (!user) throw unauthorized('Session expired or invalid');
    return user;
  },
} satisfies HandlersOf<'auth'>;
