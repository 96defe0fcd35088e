import './account.css';
import { Link } from 'react-router';
import { useSignInOptions } from '../sso/api';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** The person's own settings: profile, email, password, and where they are signed in. */
export function AccountPage() {
  const options = useSignInOptions();
  // Email and password changes need the current password: offered only with password login.
  const passwordLogin = options.data?.passwordLogin ?? true;
  return (
    <section className="page narrow account">
      <h1>Your account</h1>
      <p className="muted">
        Also: <Link to="/account/sign-in">sign-in methods</Link> ·{' '}
        <Link to="/settings/notifications">notification emails</Link>
      </p>
      <ProfileSection />
      {passwordLogin && <EmailSection />}
      {passwordLogin && <PasswordSection />}
      <SessionsSection />
    </section>
  );
}
