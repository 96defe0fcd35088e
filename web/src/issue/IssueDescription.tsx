import { useState, type FormEvent } from 'react';
import { useIssueActions, type Issue } from '../issues/api';
import { useFeedback } from '../ui/Feedback';
import { TextAreaField } from './fields';
import { Markdown } from './Markdown';

/** The description as rendered Markdown, and its editor. */
export function IssueDescription({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');

  const start = () => {
    update.reset();
    setText(issue.description ?? '');
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { issue, body: { description: text.trim() ? text : null } },
      {
        onSuccess: () => {
          setEditing(false);
          notify('Description saved');
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="issue-description">
      <div className="section-head">
        <h2 id="issue-description">Description</h2>
        {!editing && (
          <button type="button" className="button secondary small" onClick={start}>
            Edit description
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate>
          <TextAreaField
            label="Description"
            field="description"
            error={update.error}
            hint="Markdown: **bold**, _italic_, `code`, lists, links and tables."
            value={text}
            maxLength={20000}
            rows={10}
            autoFocus
            onChange={(event) => setText(event.target.value)}
          />
          <div className="actions start">
            <button type="submit" className="button" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save description'}
            </button>
            <button type="button" className="button secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : issue.description ? (
        <Markdown>{issue.description}</Markdown>
      ) : (
        <p className="empty muted">No description yet. Use “Edit description” to add one.</p>
      )}
    </section>
  );
}
