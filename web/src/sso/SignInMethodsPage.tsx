import { Link, useSearchParams } from 'react-router';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useIdentities, useIdentityActions, useSignInOptions, type LinkedIdentity } from './api';

/** Account settings: the password and the provider identities this account signs in with. */
export function SignInMethodsPage() {
  const [params] = useSearchParams();
  const notify = useFeedback();
  const options = useSignInOptions();
  const identities = useIdentities();
  const { link, unlink } = useIdentityActions();
  const sso = options.data?.singleSignOn;
  const list = identities.data?.identities ?? [];
  const passwordWorks = Boolean(identities.data?.passwordSet && options.data?.passwordLogin);
  // The last way in stays: an identity goes only while a password or another identity remains.
  const canUnlink = passwordWorks || list.length > 1;
  const onLink = () =>
    link.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const onUnlink = (identity: LinkedIdentity) =>
    unlink.mutate(identity, {
      onSuccess: () => notify(`${identity.provider} unlinked: it no longer signs in here`),
      onError: (error) => notify(`Could not unlink: ${formError(error)}`, 'error'),
    });
  const linkedHere = sso && list.some((identity) => identity.provider === sso.displayName);
  return (
    <section className="page narrow">
      <h1>Sign-in methods</h1>
      {params.get('linked') && linkedHere && (
        <p className="notice" role="status">
          {sso.displayName} is linked: you can now sign in with it.
        </p>
      )}
      <h2>Password</h2>
      <p className="muted">
        {identities.data?.passwordSet
          ? options.data?.passwordLogin === false
            ? 'This account has a password, but password login is turned off on this service.'
            : 'This account has a password.'
          : 'This account has no password: it signs in through single sign-on.'}
      </p>
      <h2>Single sign-on</h2>
      <QueryState isPending={identities.isPending} error={identities.error} />
      {list.length > 0 && (
        <ul className="identity-list">
          {list.map((identity) => (
            <li key={identity.id} className="card">
              <div>
                <strong>{identity.provider}</strong>
                <span className="muted"> {identity.email ?? 'no email shared'}</span>
                <br />
                <span className="muted">
                  Linked {when(identity.createdAt)} · last used {when(identity.lastUsedAt)}
                </span>
              </div>
              <ConfirmButton
                label="Unlink"
                title={`Unlink ${identity.provider}?`}
                danger
                disabled={!canUnlink || unlink.isPending}
                onConfirm={() => onUnlink(identity)}
              >
                You will no longer be able to sign in with this {identity.provider} account.
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && !canUnlink && (
        <p className="muted">
          This is the only way to sign in to this account, so it cannot be unlinked.
          {options.data?.passwordLogin && (
            <>
              {' '}
              Set a password first, from <Link to="/account">your account</Link>.
            </>
          )}
        </p>
      )}
      {options.data && !sso && list.length === 0 && (
        <p className="muted">Single sign-on is not set up on this service.</p>
      )}
      {sso && !linkedHere && identities.data && (
        <>
          <p className="muted">
            Link your {sso.displayName} account to sign in with it. You will be sent to{' '}
            {sso.displayName} and back.
          </p>
          <button
            type="button"
            className="button"
            onClick={onLink}
            disabled={!sso.available || link.isPending}
          >
            Link {sso.displayName}
          </button>
          {!sso.available && (
            <p className="notice warning">{sso.displayName} cannot be reached right now.</p>
          )}
          {link.error && (
            <p className="notice error" role="alert">
              Could not start linking: {formError(link.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
