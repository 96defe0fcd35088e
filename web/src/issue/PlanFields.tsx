import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { reference, useIssueActions, type Issue, type IssuePatch } from '../issues/api';
import { dueLabel, estimateLabel, isOverdue } from '../ui/planning';
import { useFeedback } from '../ui/Feedback';
import { FieldErrors } from '../ui/Field';
import { messagesFor } from './fields';

type Planned = 'dueOn' | 'estimate';

/** Due date and estimate: each saved when the field is left or Enter is pressed. */
export function PlanFields({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [failed, setFailed] = useState<{ field: Planned; error: unknown }>();

  const save = (field: Planned, body: IssuePatch, said: string) => {
    setFailed(undefined);
    update.mutate(
      { issue, body },
      {
        onSuccess: () => notify(`${reference(issue)}: ${said}`),
        onError: (error) => {
          setFailed({ field, error });
          notify(`${reference(issue)} was not changed`, 'error');
        },
      },
    );
  };
  const errorOf = (field: Planned) => (failed?.field === field ? failed.error : undefined);
  const overdue = isOverdue(issue);

  return (
    <>
      <PlanInput
        label="Due date"
        field="dueOn"
        type="date"
        saved={issue.dueOn ?? ''}
        error={errorOf('dueOn')}
        hint={overdue ? 'Overdue' : undefined}
        onSave={(value) =>
          save(
            'dueOn',
            { dueOn: value || null },
            value ? `Due date set to ${dueLabel(value)}` : 'Due date cleared',
          )
        }
      />
      <PlanInput
        label="Estimate (points)"
        field="estimate"
        type="number"
        saved={issue.estimate === null ? '' : String(issue.estimate)}
        error={errorOf('estimate')}
        onSave={(value) =>
          save(
            'estimate',
            { estimate: value === '' ? null : Number(value) },
            value === '' ? 'Estimate cleared' : `Estimate set to ${estimateLabel(Number(value))}`,
          )
        }
      />
    </>
  );
}

function PlanInput(props: {
  label: string;
  field: Planned;
  type: 'date' | 'number';
  saved: string;
  error: unknown;
  hint?: string;
  onSave: (value: string) => void;
}) {
  const { label, field, type, saved, error, hint, onSave } = props;
  const id = useId();
  const [value, setValue] = useState(saved);
  // A change saved here or elsewhere (live updates) shows once it arrives.
  useEffect(() => setValue(saved), [saved]);
  const messages = messagesFor(error, field);
  const commit = () => {
    if (value !== saved) onSave(value);
  };
  const described = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        {...(type === 'number' ? { min: 0, max: 1000, step: 1, inputMode: 'numeric' } : {})}
        value={value}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {hint && (
        <p className="hint due overdue" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
}
