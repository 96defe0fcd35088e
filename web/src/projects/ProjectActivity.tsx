import { Link } from 'react-router';
import type { components } from 'work-tracking-client';
import { when } from '../ui/format';

type Event = components['schemas']['Event'];

const VERBS: Record<string, string> = {
  'issue.created': 'created an issue',
  'issue.updated': 'changed an issue',
  'issue.deleted': 'deleted an issue',
  'issue.pr_linked': 'linked a pull request',
  'issue.pr_unlinked': 'unlinked a pull request',
  'issue.pr_status_changed': 'saw a pull request change',
  'comment.created': 'commented',
  'comment.updated': 'edited a comment',
  'comment.deleted': 'deleted a comment',
  'project.created': 'created the project',
  'project.updated': 'changed the project',
  'sprint.created': 'planned a sprint',
  'sprint.updated': 'changed a sprint',
  'sprint.deleted': 'deleted a sprint',
};

/** `issue.watched` → "issue watched", for names without a sentence of their own. */
const verbOf = (name: string) => VERBS[name] ?? name.replace(/[._]/g, ' ');

/** What happened in the project lately, newest first, each with who and when. */
export function ProjectActivity({
  workspaceId,
  events,
  memberNames,
  issueNames,
}: {
  workspaceId: string;
  events: Event[];
  /** Undefined until the members have loaded: people are named '…' meanwhile. */
  memberNames: Map<string, string> | undefined;
  /** `WEB-12 Fix the login page` by issue id, for the issues the project still has. */
  issueNames: Map<string, string>;
}) {
  if (events.length === 0) {
    return <p className="empty">Nothing has happened here yet: create an issue to start.</p>;
  }
  return (
    <ol className="project-activity">
      {events.map((event) => {
        const who =
          event.actorType === 'user'
            ? memberNames
              ? (memberNames.get(event.actorId ?? '') ?? 'Someone')
              : '…'
            : event.actorType === 'agent'
              ? 'An agent'
              : event.actorType === 'integration'
                ? 'A code host'
                : 'The service';
        const changed = Object.keys(event.changes);
        return (
          <li key={event.id}>
            <span>
              <strong>{who}</strong> {verbOf(event.name)}
              {changed.length > 0 && <span className="muted"> ({changed.join(', ')})</span>}
              {event.issueId && event.projectId && issueNames.has(event.issueId) && (
                <>
                  {' '}
                  ·{' '}
                  <Link
                    to={`/w/${workspaceId}/projects/${event.projectId}/issues/${event.issueId}`}
                  >
                    {issueNames.get(event.issueId)}
                  </Link>
                </>
              )}
            </span>
            <time className="muted" dateTime={event.createdAt}>
              {when(event.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
