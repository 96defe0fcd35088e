import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundError } from 'work-tracking-client';
import { reference, useIssue, useIssueActions, type Issue } from '../issues/api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { FormError } from '../ui/FormError';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { Activity } from './Activity';
import { Comments } from './Comments';
import { IssueDescription } from './IssueDescription';
import { IssueFields } from './IssueFields';
import { IssueNavigation } from './IssueNavigation';
import { IssueTitle } from './IssueTitle';
import { readIssueList } from './issue-list';
import { PullRequests } from './PullRequests';
import { SubIssues } from './SubIssues';
import { WatchButton } from './WatchButton';
import './issue.css';

/** One issue: everything about it and everything one can do to it. */
export function IssuePage() {
  const { workspaceId = '', projectId = '', issueId = '' } = useParams();
  const issue = useIssue(workspaceId, projectId, issueId);
  const at = { workspaceId, projectId, issueId };
  return (
    <section className="page issue-page">
      <IssueNavigation {...at} />
      {issue.error instanceof NotFoundError ? (
        <>
          <h1>Issue not found</h1>
          <p className="empty">
            It may have been deleted or moved.{' '}
            <Link to={`/w/${workspaceId}/projects/${projectId}/issues`}>
              See the project’s issues
            </Link>
            .
          </p>
        </>
      ) : (
        <QueryState isPending={issue.isPending} error={issue.error} />
      )}
      {issue.data && <IssueView key={issue.data.id} workspaceId={workspaceId} issue={issue.data} />}
    </section>
  );
}

function IssueView({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const at = { workspaceId, projectId: issue.projectId, issueId: issue.id };
  return (
    <>
      <IssueTitle workspaceId={workspaceId} issue={issue} />
      <div className="issue-layout">
        <div className="issue-main">
          <IssueDescription workspaceId={workspaceId} issue={issue} />
          <SubIssues workspaceId={workspaceId} issue={issue} />
          <PullRequests at={at} />
          <Comments at={at} />
          <Activity at={at} />
        </div>
        <aside className="issue-side card" aria-label="Issue details">
          <WatchButton at={at} name={reference(issue)} />
          <IssueFields workspaceId={workspaceId} issue={issue} />
          <dl className="facts">
            <div>
              <dt>Created</dt>
              <dd>{when(issue.createdAt)}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>{when(issue.updatedAt)}</dd>
            </div>
            {issue.closedAt && (
              <div>
                <dt>Closed</dt>
                <dd>{when(issue.closedAt)}</dd>
              </div>
            )}
          </dl>
          <DeleteIssue workspaceId={workspaceId} issue={issue} />
        </aside>
      </div>
    </>
  );
}

/** Delete, after asking; then back to the list the issue was opened from. */
function DeleteIssue({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const navigate = useNavigate();
  const { remove } = useIssueActions(workspaceId);
  const name = reference(issue);
  return (
    <div className="issue-delete">
      <ConfirmButton
        label="Delete"
        title={`Delete ${name}?`}
        danger
        disabled={remove.isPending}
        onConfirm={() =>
          remove.mutate(issue, {
            onSuccess: () => {
              notify(`${name} deleted`);
              const list = readIssueList(sessionStorage);
              navigate(list?.from ?? `/w/${workspaceId}/projects/${issue.projectId}/issues`);
            },
          })
        }
      >
        {name} “{issue.title}” is deleted with its comments and links; its sub-issues become
        top-level issues. Its number is not reused.
      </ConfirmButton>
      <FormError>{formError(remove.error)}</FormError>
    </div>
  );
}
