import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { components } from 'work-tracking-client';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useShortcut } from '../ui/useShortcut';
import { useWorkspace } from '../workspaces/api';
import { useInbox, useMarkRead, useUpdateNotification } from './api';

type Notification = components['schemas']['Notification'];

const WHY = { assigned: 'Assigned', mentioned: 'Mentioned', watching: 'Watching' } as const;

const WHAT: Record<string, string> = {
  'issue.created': 'created the issue',
  'issue.updated': 'updated the issue',
  'comment.created': 'commented',
  'comment.updated': 'edited a comment',
  'issue.pr_linked': 'linked a pull request',
  'issue.pr_status_changed': 'a pull request changed',
};

function describeChanges(changes: Notification['changes']): string {
  return Object.entries(changes)
    .map(([field, { new: value }]) =>
      field === 'assigneeId'
        ? value
          ? 'reassigned'
          : 'unassigned'
        : `${field} → ${String(value)}`,
    )
    .join(', ');
}

/** The person's notifications in this workspace: j/k to move, Enter to open, e for done. */
export function InboxPage() {
  const { workspaceId } = useWorkspace();
  const [showDone, setShowDone] = useState(false);
  const inbox = useInbox(workspaceId, showDone);
  const markRead = useMarkRead(workspaceId);
  const update = useUpdateNotification(workspaceId);
  const navigate = useNavigate();
  const [focused, setFocused] = useState<string | undefined>();
  const items = inbox.data?.items ?? [];
  const at = Math.max(
    0,
    items.findIndex((item) => item.id === focused),
  );
  const current = items[at];
  const issuePath = (n: Notification) =>
    `/w/${workspaceId}/projects/${n.projectId}/issues/${n.issueId}`;
  const open = (n: Notification) => {
    if (!n.read) update.mutate({ id: n.id, read: true });
    void navigate(issuePath(n));
  };
  const move = (by: number) => {
    const next = items[Math.min(items.length - 1, Math.max(0, at + by))];
    if (next) {
      setFocused(next.id);
      document.getElementById(`notification-${next.id}`)?.focus();
    }
  };
  useShortcut('j', () => move(1), items.length > 0);
  useShortcut('k', () => move(-1), items.length > 0);
  useShortcut(
    'e',
    () => current && update.mutate({ id: current.id, done: !current.done }),
    !!current,
  );

  return (
    <section className="page">
      <h1>Inbox</h1>
      <div className="toolbar">
        <button
          type="button"
          className="button secondary small"
          onClick={() => markRead.mutate({ all: true })}
          disabled={!inbox.data || inbox.data.unread === 0 || markRead.isPending}
        >
          Mark all read
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={showDone}
            onChange={(event) => setShowDone(event.target.checked)}
          />
          <span>Show done</span>
        </label>
      </div>
      <p className="muted">
        Issues you are assigned, mentioned in or watch. <kbd>j</kbd>/<kbd>k</kbd> to move,{' '}
        <kbd>Enter</kbd> to open, <kbd>e</kbd> to mark done.{' '}
        <Link to="/settings/notifications">Email settings</Link>
      </p>
      <QueryState isPending={inbox.isPending} error={inbox.error} />
      {inbox.data && items.length === 0 && (
        <p className="empty">{showDone ? 'Nothing marked done.' : 'You are all caught up.'}</p>
      )}
      {items.length > 0 && (
        <ul className="inbox" aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className={n.read ? 'read' : 'unread'}>
              <a
                id={`notification-${n.id}`}
                href={issuePath(n)}
                aria-current={n.id === current?.id ? 'true' : undefined}
                onFocus={() => setFocused(n.id)}
                onClick={(event) => {
                  event.preventDefault();
                  open(n);
                }}
              >
                <span className="visually-hidden">{n.read ? 'Read: ' : 'Unread: '}</span>
                <span className="inbox-title">
                  <code>
                    {n.issue.prefix}-{n.issue.number}
                  </code>{' '}
                  <strong>{n.issue.title}</strong>
                </span>{' '}
                <span className="inbox-why">
                  {n.reasons.map((reason) => WHY[reason]).join(', ')} · {WHAT[n.event] ?? n.event}
                  {Object.keys(n.changes).length > 0 && ` (${describeChanges(n.changes)})`} ·{' '}
                  {when(n.updatedAt)}
                </span>
              </a>{' '}
              <button
                type="button"
                className="button secondary small"
                onClick={() => update.mutate({ id: n.id, done: !n.done })}
              >
                {n.done ? 'Back to inbox' : 'Done'}
                <span className="visually-hidden">
                  {' '}
                  {n.issue.prefix}-{n.issue.number}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
