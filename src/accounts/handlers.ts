import { sql } from 'kysely';
import { requirePasswordLogin } from '../auth/handlers';
import { forgetLoginFailures } from '../auth/login-limit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { listUserSessions, revokeUserSession, revokeUserSessions } from '../auth/sessions';
import { startSession } from '../auth/start-session';
import { findUserByEmail, findUserById } from '../auth/users';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { enqueueMail } from '../mail';
import { clientOf, recordAccountAudit } from './audit';
import { emailChangeMail } from './mails';
import { markEmailVerified, revokeOpenTokens } from './queries';
import { PASSWORD_RESET_REQUESTED } from './tasks/password-reset';
import { issueToken, spendToken } from './tokens';

/** With PASSWORD_LOGIN=false nobody can ask for a reset link: only the operator prints one. */
const ASK_THE_OPERATOR = 'Ask the operator of this service for a new link.';

const RESET_ACCEPTED =
  'If an account uses this email, a link to reset its password is on its way. It works for a limited time; check your spam folder too.';

async function passwordHashOf(req: { db: Parameters<typeof findUserById>[0] }, userId: string) {
  const row = await req.db
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthorized('Session expired or invalid');
  // An account made through single sign-on has no password until a reset link sets one.
  if (row.passwordHash === null)
    throw forbidden('This account has no password yet: set one with a password reset link');
  return { email: row.email, passwordHash: row.passwordHash };
}

export const accountHandlers = {
  async requestPasswordReset(req) {
    requirePasswordLogin(req.config);
    // The same statement for every email: the lookup and the mail happen in the job.
    await sql`
      SELECT graphile_worker.add_job(${PASSWORD_RESET_REQUESTED},
        json_build_object('email', ${req.body.email.trim()}::text), max_attempts => 3)
    `.execute(req.db);
    return { message: RESET_ACCEPTED };
  },

  async resetPassword(req) {
    // Not refused with PASSWORD_LOGIN=false: no link is mailed then (requestPasswordReset
    // is refused), so a token here is the operator's `npm run reset-password` (or a mail
    // sent before the switch, for its last minutes): the break-glass way into an SSO-only
    // service while the provider is down or misconfigured. The session it starts is the
    // way in; password login itself stays off.
    const passwordHash = await hashPassword(req.body.password);
    const userId = await req.db.transaction().execute(async (trx) => {
      const token = await spendToken(
        trx,
        'password_reset',
        req.body.token,
        req.config.passwordLogin ? undefined : ASK_THE_OPERATOR,
      );
      const userId = token.userId!;
      const user = await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: sql<string>`now()` })
        .where('id', '=', userId)
        .returning('email')
        .executeTakeFirstOrThrow();
      const ended = await revokeUserSessions(trx, userId, 'password reset');
      await revokeOpenTokens(trx, userId, 'password_reset');
      await markEmailVerified(trx, userId);
      await forgetLoginFailures(trx, user.email);
      await recordAccountAudit(trx, {
        userId,
        action: 'password.reset',
        ...clientOf(req),
        details: { endedSessions: ended },
      });
      return userId;
    });
    const tokens = await startSession(req, userId);
    const user = await findUserById(req.db, userId);
    return { user: user!, session: { expiresAt: tokens.expiresAt } };
  },

  async changePassword(req) {
    requirePasswordLogin(req.config);
    const { userId, sessionId } = req.principal;
    const current = await passwordHashOf(req, userId);
    if (!(await verifyPassword(req.body.currentPassword, current.passwordHash))) {
      throw forbidden('The current password is not correct');
    }
    const passwordHash = await hashPassword(req.body.newPassword);
    const endedSessions = await req.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
      const ended = await revokeUserSessions(trx, userId, 'password changed', sessionId);
      await revokeOpenTokens(trx, userId, 'password_reset');
      await recordAccountAudit(trx, {
        userId,
        action: 'password.changed',
        ...clientOf(req),
        details: { endedSessions: ended },
      });
      return ended;
    });
    return { endedSessions };
  },

  async requestEmailChange(req) {
    requirePasswordLogin(req.config);
    const { userId } = req.principal;
    const email = req.body.email.trim();
    const current = await passwordHashOf(req, userId);
    if (!(await verifyPassword(req.body.password, current.passwordHash))) {
      throw forbidden('The current password is not correct');
    }
    const holder = await findUserByEmail(req.db, email);
    if (holder && holder.id !== userId) throw conflict('Another account uses this email');
    if (holder) throw conflict('This is already your email');
    await req.db.transaction().execute(async (trx) => {
      await revokeOpenTokens(trx, userId, 'email_change');
      const { token } = await issueToken(
        trx,
        { purpose: 'email_change', userId, email },
        req.config.tokens.emailChangeTtlSeconds,
      );
      await enqueueMail(trx, req.config.secretsKeys, emailChangeMail(req.config, email, token));
    });
    return {
      message: `A link to confirm ${email} is on its way to that address; your email changes when it is used.`,
    };
  },

  async confirmEmailChange(req) {
    const userId = await req.db.transaction().execute(async (trx) => {
      const token = await spendToken(trx, 'email_change', req.body.token);
      const taken = await findUserByEmail(trx, token.email!);
      if (taken && taken.id !== token.userId) {
        throw conflict('Another account started using this email meanwhile; choose another one');
      }
      const previous = await findUserById(trx, token.userId!);
      await trx
        .updateTable('users')
        .set({
          email: token.email!,
          emailVerifiedAt: sql<string>`now()`,
          updatedAt: sql<string>`now()`,
        })
        .where('id', '=', token.userId!)
        .execute();
      await recordAccountAudit(trx, {
        userId: token.userId!,
        action: 'email.changed',
        ...clientOf(req),
        details: { from: previous?.email, to: token.email },
      });
      return token.userId!;
    });
    return (await findUserById(req.db, userId))!;
  },

  async listSessions(req) {
    const sessions = await listUserSessions(req.db, req.principal.userId);
    return {
      items: sessions.map(({ lastSeen, lastSeenAt: _column, ...session }) => ({
        ...session,
        lastSeenAt: lastSeen,
        current: session.id === req.principal.sessionId,
      })),
    };
  },

  async endOtherSessions(req) {
    const { userId, sessionId } = req.principal;
    const endedSessions = await req.db.transaction().execute(async (trx) => {
      const ended = await revokeUserSessions(trx, userId, 'ended by owner', sessionId);
      await recordAccountAudit(trx, {
        userId,
        action: 'sessions.ended',
        ...clientOf(req),
        details: { endedSessions: ended },
      });
      return ended;
    });
    return { endedSessions };
  },

  async endSession(req) {
    const ended = await revokeUserSession(
      req.db,
      req.principal.userId,
      req.params.sessionId,
      'ended by owner',
    );
    if (!ended) throw notFound('Session');
  },
} satisfies HandlersOf<'account'>;
