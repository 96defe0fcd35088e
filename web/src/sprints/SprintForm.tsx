import { useId, useState, type FormEvent } from 'react';
import { ValidationError } from 'work-tracking-client';
import { Field, FieldErrors } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { fieldErrors, formError } from '../ui/errors';
import type { Sprint } from './api';

export interface SprintFields {
  name: string;
  goal: string | null;
  startsOn: string | null;
  endsOn: string | null;
}

interface SprintFormProps {
  initial?: Pick<Sprint, 'name' | 'goal' | 'startsOn' | 'endsOn'>;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (fields: SprintFields) => void;
  onCancel?: () => void;
}

const FIELDS = ['name', 'goal', 'startsOn', 'endsOn'];

// Checked in the page before anything is sent, shown the way the API's own messages are.
const NAME_MISSING = new ValidationError({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Enter a name for the sprint.',
  details: { name: ['Enter a name for the sprint.'] },
  headers: new Headers(),
});

/** Name, goal and dates: the same form plans a sprint and edits one. */
export function SprintForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SprintFormProps) {
  const goalId = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [goal, setGoal] = useState(initial?.goal ?? '');
  const [startsOn, setStartsOn] = useState(initial?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? '');
  const [missingName, setMissingName] = useState(false);
  const shown = missingName ? NAME_MISSING : error;
  const goalErrors = fieldErrors(shown, 'goal');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissingName(true);
      return;
    }
    setMissingName(false);
    onSubmit({
      name: name.trim(),
      goal: goal.trim() || null,
      startsOn: startsOn || null,
      endsOn: endsOn || null,
    });
  };
  return (
    <form className="sprint-form" onSubmit={submit} noValidate>
      <Field
        label="Name"
        field="name"
        error={shown}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="Sprint 12"
        required
      />
      <div className="field">
        <label htmlFor={goalId}>Goal</label>
        <textarea
          id={goalId}
          name="goal"
          rows={2}
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
          aria-invalid={goalErrors.length > 0 || undefined}
          aria-describedby={goalErrors.length > 0 ? `${goalId}-error` : undefined}
        />
        <FieldErrors id={`${goalId}-error`} messages={goalErrors} />
      </div>
      <div className="sprint-dates">
        <Field
          label="Start date"
          field="startsOn"
          type="date"
          error={shown}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
        />
        <Field
          label="End date"
          field="endsOn"
          type="date"
          error={shown}
          value={endsOn}
          min={startsOn || undefined}
          onChange={(e) => setEndsOn(e.target.value)}
        />
      </div>
      <FormError>{formError(shown, FIELDS)}</FormError>
      <div className="actions">
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
