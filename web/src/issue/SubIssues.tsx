import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { reference, useIssueActions, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { QueryState } from '../ui/QueryState';
import { useSubIssues } from './api';
import { statusLabel } from './labels';

/** The issues under this one, with links, and a form to add one. */
export function SubIssues({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const children = useSubIssues({ workspaceId, projectId: issue.projectId, issueId: issue.id });
  const { create } = useIssueActions(workspaceId);
  const [title, setTitle] = useState('');
  const items = children.data?.items ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { projectId: issue.projectId, parentId: issue.id, title },
      {
        onSuccess: (created) => {
          setTitle('');
          notify(`${reference(created)} added as a sub-issue`);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="sub-issues">
      <h2 id="sub-issues">Sub-issues</h2>
      <QueryState isPending={children.isPending} error={children.error} />
      {children.data &&
        (items.length === 0 ? (
          <p className="empty muted">No sub-issues. Split the work by adding one below.</p>
        ) : (
          <ul className="issue-links">
            {items.map((child) => (
              <li key={child.id}>
                <Link to={`/w/${workspaceId}/projects/${child.projectId}/issues/${child.id}`}>
                  <span className="issue-ref">{reference(child)}</span> {child.title}
                </Link>
                <span className="badge">{statusLabel(child.status)}</span>
              </li>
            ))}
          </ul>
        ))}
      <form className="inline-form" onSubmit={add} noValidate>
        <Field
          label="Sub-issue title"
          field="title"
          error={create.error}
          value={title}
          required
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add sub-issue'}
        </button>
      </form>
      <FormError>{formError(create.error, ['title'])}</FormError>
    </section>
  );
}
