import { reference } from '../issues/api';
import { useMembers } from '../members/api';
import { useSprints } from '../sprints/api';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useIssueActivity, useParentCandidates, type IssueAt } from './api';
import { actorOf, describeEvent, type Names } from './activity';

/** The issue's history, newest first: who changed what, from what to what, and when. */
export function Activity({ at }: { at: IssueAt }) {
  const activity = useIssueActivity(at);
  const members = useMembers(at.workspaceId);
  const sprints = useSprints(at.workspaceId, at.projectId);
  const issues = useParentCandidates(at);
  const names: Names = {
    // '…' until the members load, not "a former member".
    person: (id) => (members.data ? members.data.items.find((m) => m.userId === id)?.name : '…'),
    sprint: (id) => sprints.data?.items.find((s) => s.id === id)?.name,
    issue: (id) => {
      const found = issues.data?.items.find((i) => i.id === id);
      return found && reference(found);
    },
  };
  const items = activity.data?.items ?? [];
  return (
    <section className="card" aria-labelledby="activity">
      <h2 id="activity">Activity</h2>
      <QueryState isPending={activity.isPending} error={activity.error} />
      {items.length > 0 && (
        <ol className="issue-activity">
          {items.map((event) => (
            <li key={event.id}>
              <span>
                <strong>{actorOf(event, names)}</strong> {describeEvent(event, names)}
              </span>{' '}
              <time className="muted" dateTime={event.createdAt}>
                {when(event.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {activity.data?.meta.hasNext && (
        <p className="hint">Showing the latest {items.length} changes.</p>
      )}
    </section>
  );
}
