import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENT_SESSION_STATE_VALUES } from 'work-tracking-client';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useAgentNames, useAgentSessions, type AgentSession, type AgentSessionState } from './api';
import './agent-sessions.css';

const STATE_LABELS: Record<AgentSessionState, string> = {
  running: 'Running',
  completed: 'Completed',
  errored: 'Errored',
};
const STATE_TONES: Record<AgentSessionState, string> = {
  running: 'badge warn',
  completed: 'badge ok',
  errored: 'badge bad',
};

/** What the workspace's agents are doing and did: agent, issue, state and outcome. */
export function AgentSessionsPage() {
  const { workspaceId } = useWorkspace();
  const stateId = useId();
  const [params, setParams] = useSearchParams();
  const state = AGENT_SESSION_STATE_VALUES.find((value) => value === params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sessions = useAgentSessions(workspaceId, page, state);
  const agentNames = useAgentNames(workspaceId);
  const items = sessions.data?.items ?? [];
  const meta = sessions.data?.meta;
  const go = (next: { state?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextState = 'state' in next ? next.state : state;
    if (nextState) query.set('state', nextState);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <section className="page">
      <h1>Agent sessions</h1>
      <p className="muted">
        Each time an agent works on something it opens a session, and closes it with a summary or an
        error.
      </p>
      <div className="toolbar">
        <label htmlFor={stateId}>State</label>
        <select
          id={stateId}
          value={state ?? ''}
          onChange={(event) => go({ state: event.target.value || undefined })}
        >
          <option value="">Any state</option>
          {AGENT_SESSION_STATE_VALUES.map((value) => (
            <option key={value} value={value}>
              {STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <QueryState isPending={sessions.isPending} error={sessions.error} />
      {sessions.data && items.length === 0 && (
        <p className="empty">
          {state ? (
            `No ${STATE_LABELS[state].toLowerCase()} sessions.`
          ) : (
            <>
              No agent has started a session yet. Register an agent under{' '}
              <Link to={`/w/${workspaceId}/agents`}>Agents</Link> and give it a token with the
              SESSION tier: its sessions appear here.
            </>
          )}
        </p>
      )}
      {items.length > 0 && (
        <div className="sessions-table">
          <table>
            <caption className="visually-hidden">Agent sessions</caption>
            <thead>
              <tr>
                <th scope="col">Agent</th>
                <th scope="col">Issue</th>
                <th scope="col">State</th>
                <th scope="col">Summary</th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {items.map((session) => (
                <SessionRow
                  key={session.id}
                  workspaceId={workspaceId}
                  session={session}
                  agent={agentNames.get(session.agentId) ?? 'Removed agent'}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {meta && meta.totalPages > 1 && (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            className="button secondary small"
            disabled={!meta.hasPrev}
            onClick={() => go({ page: page - 1 })}
          >
            Previous page
          </button>
          <span>
            Page {meta.page} of {meta.totalPages}
          </span>
          <button
            type="button"
            className="button secondary small"
            disabled={!meta.hasNext}
            onClick={() => go({ page: page + 1 })}
          >
            Next page
          </button>
        </nav>
      )}
    </section>
  );
}

function SessionRow({
  workspaceId,
  session,
  agent,
}: {
  workspaceId: string;
  session: AgentSession;
  agent: string;
}) {
  const { issue } = session;
  return (
    <tr>
      <th scope="row">{agent}</th>
      <td>
        {issue ? (
          <Link to={`/w/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}`}>
            <code>
              {issue.prefix}-{issue.number}
            </code>{' '}
            {issue.title}
          </Link>
        ) : (
          <span className="muted">{session.issueId ? 'Deleted issue' : 'No issue'}</span>
        )}
      </td>
      <td>
        <span className={STATE_TONES[session.state]}>{STATE_LABELS[session.state]}</span>
      </td>
      <td className="summary">
        {session.error && <p className="field-error">{session.error}</p>}
        {session.summary ??
          (session.state === 'running' ? <span className="muted">Working…</span> : '—')}
      </td>
      <td>
        <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
        {session.endedAt && <p className="hint">Ended {when(session.endedAt)}</p>}
      </td>
    </tr>
  );
}
