import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { useWatch, type IssueAt } from './api';

/** Watch / Unwatch: the signed-in user's own subscription to the issue. */
export function WatchButton({ at, name }: { at: IssueAt; name: string }) {
  const notify = useFeedback();
  const { state, toggle } = useWatch(at);
  const watching = state.data?.watching ?? false;
  const error = toggle.error ?? state.error;
  return (
    <div className="watch">
      <button
        type="button"
        className={watching ? 'button secondary' : 'button'}
        disabled={state.isPending || toggle.isPending}
        onClick={() =>
          toggle.mutate(!watching, {
            onSuccess: (result) =>
              notify(result.watching ? `You are watching ${name}` : `You stopped watching ${name}`),
          })
        }
      >
        {watching ? 'Unwatch' : 'Watch'}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {formError(error)}
        </p>
      )}
    </div>
  );
}
