import { Link, useSearchParams } from 'react-router';
import { formError } from '../ui/errors';
import { FormError } from '../ui/FormError';
import { useUnsubscribe } from './api';

/**
 * Where a notification email's "Stop these emails" link lands: opening it changes nothing
 * (mail scanners open links); the button does, without signing in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        <h1>Stop notification emails</h1>
        {unsubscribe.isSuccess ? (
          <p role="status">
            Done: you will get no more notification emails. Your inbox still fills;{' '}
            <Link to="/settings/notifications">choose which emails you get</Link> at any time.
          </p>
        ) : (
          <>
            <p>
              Notification emails tell you about issues you are assigned, mentioned in or watch.
            </p>
            <FormError>{formError(unsubscribe.error)}</FormError>
            <button
              type="button"
              className="button wide"
              disabled={!token || unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              Stop all notification emails
            </button>
          </>
        )}
      </div>
    </main>
  );
}
