import { useState, type FormEvent } from 'react';
import { reference, useIssueActions, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';

/** The issue's reference and title as the page heading, and the title's editor. */
export function IssueTitle({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(issue.title);

  const start = () => {
    update.reset();
    setTitle(issue.title);
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { issue, body: { title } },
      {
        onSuccess: () => {
          setEditing(false);
          notify('Title saved');
        },
      },
    );
  };

  if (editing) {
    return (
      <form className="card issue-title-form" onSubmit={save} noValidate>
        <p className="issue-ref">{reference(issue)}</p>
        <Field
          label="Title"
          field="title"
          error={update.error}
          value={title}
          required
          maxLength={500}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormError>{formError(update.error, ['title'])}</FormError>
        <div className="actions start">
          <button type="submit" className="button" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save title'}
          </button>
          <button type="button" className="button secondary" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <header className="issue-head">
      <h1>
        <span className="issue-ref">{reference(issue)}</span> {issue.title}
      </h1>
      <button type="button" className="button secondary small" onClick={start}>
        Edit title
      </button>
    </header>
  );
}
