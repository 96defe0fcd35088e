import './account.css';
import { Link } from 'react-router';
import { useIdentities, useSignInOptions } from '../sso/api';
import { EmailSection } from './EmailSection';
import { NoPasswordSection, ProviderOnlySection } from './NoPasswordSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** The person's own settings: profile, email, password, and where they are signed in. */
export function AccountPage() {
  const options = useSignInOptions();
  const identities = useIdentities();
  const passwordLogin = options.data?.passwordLogin ?? true;
  const provider =
    identities.data?.identities[0]?.provider ??
    options.data?.singleSignOn?.displayName ??
    'single sign-on';
  // Email and password changes need the current password: offered once the account is known
  // to have one (if that cannot be read, the forms are offered and the API answers).
  const passwordSet = identities.isError || identities.data?.passwordSet === true;
  const known = Boolean(
    (options.data || options.isError) && (identities.data || identities.isError),
  );
  return (
    <section className="page narrow account">
      <h1>Your account</h1>
      <p className="muted">
        Also: <Link to="/account/sign-in">sign-in methods</Link> ·{' '}
        <Link to="/settings/notifications">notification emails</Link>
      </p>
      <ProfileSection />
      {!known ? null : !passwordLogin ? (
        <ProviderOnlySection provider={provider} />
      ) : passwordSet ? (
        <>
          <EmailSection />
          <PasswordSection />
        </>
      ) : (
        <NoPasswordSection provider={provider} />
      )}
      <SessionsSection />
    </section>
  );
}
