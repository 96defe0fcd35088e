import type { Logger } from 'pino';
import { createUser, findUserByEmail } from '../auth/users';
import type { OidcConfig } from '../config';
import type { Conn, Db } from '../db/database';
import { nameFrom, type SsoClaims } from './exchange';
import { findIdentity, identityAt, insertIdentity, touchIdentity } from './identities';
import { refuse } from './refusals';

/** How a sign-in found its account. */
export type SignInVia = 'identity' | 'verified-email' | 'created';

/** Raised inside the transaction when a concurrent first sign-in won a race: try again. */
class LostRace extends Error {}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * `OIDC_ALLOWED_DOMAINS`: the email must be in one of them and verified by the provider
 * (an unverified email could name any domain).
 */
export function checkDomain(settings: OidcConfig, claims: SsoClaims): void {
  if (settings.allowedDomains.length === 0) return;
  const email = claims.email;
  if (!email || claims.email_verified !== true) {
    throw refuse(
      'domain_not_allowed',
      'allowed domains are set and the provider gave no verified email',
    );
  }
  if (!settings.allowedDomains.includes(domainOf(email))) {
    throw refuse('domain_not_allowed', `the email's domain ${domainOf(email)} is not allowed`);
  }
}

async function resolve(
  db: Conn,
  settings: OidcConfig,
  claims: SsoClaims,
): Promise<{ userId: string; via: SignInVia }> {
  const { issuer } = settings;
  const email = claims.email?.trim() || null;
  const known = await findIdentity(db, issuer, claims.sub);
  if (known) {
    await touchIdentity(db, known.id, email);
    return { userId: known.userId, via: 'identity' };
  }
  if (!email) throw refuse('email_missing', 'the provider gave no email for a new identity');
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // Never on an email the provider does not vouch for: anyone may type any email there.
    if (claims.email_verified !== true) {
      throw refuse(
        'email_unverified',
        'an account has this email and the provider does not say it is verified',
        existing.id,
      );
    }
    if (await identityAt(db, existing.id, issuer)) {
      throw refuse(
        'identity_taken',
        'the account with this email is linked to another identity of this provider',
        existing.id,
      );
    }
    if (!(await insertIdentity(db, { userId: existing.id, issuer, subject: claims.sub, email }))) {
      throw new LostRace();
    }
    return { userId: existing.id, via: 'verified-email' };
  }
  if (!settings.autoCreate)
    throw refuse('no_account', 'no account is linked and OIDC_AUTO_CREATE=false');
  const user = await createUser(db, {
    email,
    name: nameFrom(claims, email),
    passwordHash: null,
    // The provider's user name makes the handle when it has one; else the email's local part.
    preferredHandle: claims.preferred_username?.trim() || undefined,
  });
  if (!user) throw new LostRace();
  if (!(await insertIdentity(db, { userId: user.id, issuer, subject: claims.sub, email }))) {
    throw new LostRace();
  }
  return { userId: user.id, via: 'created' };
}

/**
 * The account an identity signs in to: its linked account, else the account with the
 * provider's verified email (then linked), else a new account from the claims. In one
 * transaction, tried again when a concurrent first sign-in of the same person (or a
 * sign-up with the same email) committed first.
 */
export async function accountFor(
  db: Db,
  settings: OidcConfig,
  claims: SsoClaims,
): Promise<{ userId: string; via: SignInVia }> {
  checkDomain(settings, claims);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => resolve(trx, settings, claims));
    } catch (error) {
      if (!(error instanceof LostRace) || attempt === 3) throw error;
    }
  }
}

/**
 * A changed email at the provider follows to the account when the provider vouches for it
 * and no other account holds it; otherwise the account keeps its email.
 */
export async function followEmail(db: Conn, log: Logger, userId: string, claims: SsoClaims) {
  const email = claims.email?.trim();
  if (!email || claims.email_verified !== true) return;
  try {
    const updated = await db
      .updateTable('users')
      .set({ email })
      .where('id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['email']), '!=', email.toLowerCase()))
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n)
      log.info({ userId }, 'single sign-on: account email follows the provider');
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    log.warn(
      { userId },
      'single sign-on: the provider email belongs to another account; kept the old one',
    );
  }
}

/** Links an identity to a signed-in account (from the account settings). */
export async function linkIdentity(
  db: Db,
  settings: OidcConfig,
  userId: string,
  claims: SsoClaims,
): Promise<'linked' | 'already'> {
  checkDomain(settings, claims);
  const { issuer } = settings;
  const email = claims.email?.trim() || null;
  const known = await findIdentity(db, issuer, claims.sub);
  if (known && known.userId !== userId) {
    throw refuse('identity_taken', 'the identity signs in to another account', userId);
  }
  if (known) {
    await touchIdentity(db, known.id, email);
    return 'already';
  }
  if (await insertIdentity(db, { userId, issuer, subject: claims.sub, email })) return 'linked';
  const again = await findIdentity(db, issuer, claims.sub);
  if (again && again.userId !== userId) {
    throw refuse('identity_taken', 'the identity signs in to another account', userId);
  }
  if (again) return 'already';
  throw refuse('already_linked', 'the account has another identity at this provider', userId);
}
