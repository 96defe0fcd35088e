import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { fieldErrors, formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { useSprintActions, useSprintIssues, useSprints, type Sprint } from './api';
import { localToday } from './states';

type Destination = 'sprint' | 'newSprint' | 'backlog';

/**
 * Completing a sprint: says how many of its issues are still open and asks where they go
 * (the next planned sprint, a new one, or the backlog); nothing changes until confirmed.
 */
export function CompleteSprintDialog(props: {
  workspaceId: string;
  sprint: Sprint;
  onClose: () => void;
}) {
  const { workspaceId, sprint, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const notify = useFeedback();
  const { complete } = useSprintActions(workspaceId, sprint.projectId);
  const issues = useSprintIssues(workspaceId, sprint);
  const sprints = useSprints(workspaceId, sprint.projectId);
  const others = (sprints.data?.items ?? [])
    .filter((other) => other.id !== sprint.id && other.state !== 'completed')
    // The next one first: planned sprints by start date, undated last.
    .sort((a, b) => (a.startsOn ?? '9999').localeCompare(b.startsOn ?? '9999'));
  const open = (issues.data?.items ?? []).filter((issue) => !issue.closedAt).length;
  const [destination, setDestination] = useState<Destination>('sprint');
  const [targetId, setTargetId] = useState<string>();
  const [name, setName] = useState('');
  const chosenTarget = targetId ?? others[0]?.id;
  const to: Destination =
    destination === 'sprint' && others.length === 0 ? 'newSprint' : destination;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const today = localToday();
    const endsToday = !sprint.endsOn && (!sprint.startsOn || sprint.startsOn <= today);
    complete.mutate(
      {
        sprintId: sprint.id,
        body: {
          moveOpenIssuesTo: to,
          ...(to === 'sprint' && chosenTarget ? { sprintId: chosenTarget } : {}),
          ...(to === 'newSprint' ? { newSprint: { name: name.trim() } } : {}),
          ...(endsToday ? { endsOn: today } : {}),
        },
      },
      {
        onSuccess: (result) => {
          const moved = result.movedIssueIds.length;
          const where = result.movedTo ? `“${result.movedTo.name}”` : 'the backlog';
          notify(
            `Sprint “${sprint.name}” completed` +
              (moved
                ? `; ${moved} open ${moved === 1 ? 'issue' : 'issues'} moved to ${where}`
                : ''),
          );
          onClose();
        },
      },
    );
  };

  const error = complete.error;
  return (
    <dialog ref={dialog} className="confirm" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id={titleId}>Complete “{sprint.name}”?</h2>
        <p>
          {issues.isPending
            ? 'Counting its open issues…'
            : open === 0
              ? 'All its issues are closed.'
              : `${open} of its issues ${open === 1 ? 'is' : 'are'} still open.`}{' '}
          Once completed, the sprint is read-only.
        </p>
        <fieldset className="complete-destinations">
          <legend>Move its open issues to</legend>
          {others.length > 0 && (
            <label className="choice">
              <input
                type="radio"
                name="destination"
                checked={to === 'sprint'}
                onChange={() => setDestination('sprint')}
              />{' '}
              Another sprint
            </label>
          )}
          {to === 'sprint' && (
            <div className="field nested">
              <label htmlFor={`${titleId}-target`}>Sprint</label>
              <select
                id={`${titleId}-target`}
                value={chosenTarget}
                onChange={(event) => setTargetId(event.target.value)}
              >
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className="choice">
            <input
              type="radio"
              name="destination"
              checked={to === 'newSprint'}
              onChange={() => setDestination('newSprint')}
            />{' '}
            A new sprint
          </label>
          {to === 'newSprint' && (
            <div className="nested">
              <Field
                label="New sprint name"
                field="newSprint.name"
                noun="a name for the new sprint"
                error={error}
                value={name}
                required
                maxLength={200}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
          )}
          <label className="choice">
            <input
              type="radio"
              name="destination"
              checked={to === 'backlog'}
              onChange={() => setDestination('backlog')}
            />{' '}
            The backlog (no sprint)
          </label>
        </fieldset>
        <FormError>
          {formError(error, ['newSprint.name']) ||
            (fieldErrors(error, 'newSprint').length
              ? fieldErrors(error, 'newSprint').join('. ')
              : '')}
        </FormError>
        <div className="actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button"
            disabled={complete.isPending || (to === 'newSprint' && !name.trim())}
          >
            Complete sprint
          </button>
        </div>
      </form>
    </dialog>
  );
}
