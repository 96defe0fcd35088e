import { useState, type FormEvent } from 'react';
import { PreconditionFailedError } from 'work-tracking-client';
import { reference, useIssueActions, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { lengthHint, overLimit } from '../ui/length';
import { ChangedWhileEditing, EditConflict } from './EditConflict';
import { readIssue } from './IssueDescription';

const TITLE_MAX = 500;

/** The issue's reference and title as the page heading, and the title's editor. */
export function IssueTitle({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(issue.title);
  // The issue as it was when editing began: the save carries its version.
  const [base, setBase] = useState(issue);
  const [theirs, setTheirs] = useState<Issue>();
  const [tooLong, setTooLong] = useState<ReturnType<typeof overLimit>>();

  const start = () => {
    update.reset();
    setTitle(issue.title);
    setBase(issue);
    setTheirs(undefined);
    setTooLong(undefined);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    setTheirs(undefined);
  };
  const saveOver = (over: Issue) => {
    const refused = overLimit('title', title, TITLE_MAX);
    setTooLong(refused);
    if (refused) return;
    update.mutate(
      { issue: over, body: { title } },
      {
        onSuccess: () => {
          stop();
          notify('Title saved');
        },
        onError: async (error) => {
          if (!(error instanceof PreconditionFailedError)) return;
          setTheirs(await readIssue(workspaceId, issue));
          update.reset();
        },
      },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveOver(base);
  };
  const error = tooLong ?? update.error;

  if (editing) {
    return (
      <form className="card issue-title-form" onSubmit={save} noValidate>
        <p className="issue-ref">{reference(issue)}</p>
        {!theirs && issue.version !== base.version && issue.title !== base.title && (
          <ChangedWhileEditing what="the title" />
        )}
        {theirs && (
          <EditConflict
            what="the title"
            theirs={theirs.title}
            pending={update.isPending}
            onReapply={() => saveOver(theirs)}
            onDiscard={stop}
          />
        )}
        <Field
          label="Title"
          field="title"
          error={error}
          value={title}
          required
          hint={lengthHint(title, TITLE_MAX)}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormError>{formError(error, ['title'])}</FormError>
        <div className="actions start">
          <button type="submit" className="button" disabled={update.isPending || !!theirs}>
            {update.isPending ? 'Saving…' : 'Save title'}
          </button>
          <button type="button" className="button secondary" onClick={stop}>
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
