import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Sprint } from './api';
import { SprintActions } from './SprintActions';
import { SprintEditor } from './SprintEditor';
import { dateRange, STATE_NAMES } from './states';

/** One sprint in the list: its name (to open it), dates, goal and actions. */
export function SprintCard({ workspaceId, sprint }: { workspaceId: string; sprint: Sprint }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <article className="card sprint-card" aria-labelledby={headingId}>
      <header className="sprint-head">
        <h3 id={headingId}>
          <Link to={sprint.id}>{sprint.name}</Link>
        </h3>
        <span className={`badge sprint-${sprint.state}`}>{STATE_NAMES[sprint.state]}</span>
      </header>
      {editing ? (
        <SprintEditor workspaceId={workspaceId} sprint={sprint} onClose={() => setEditing(false)} />
      ) : (
        <>
          <p className="sprint-dates-text">{dateRange(sprint)}</p>
          {sprint.goal && <p className="sprint-goal">{sprint.goal}</p>}
          <SprintActions
            workspaceId={workspaceId}
            sprint={sprint}
            onEdit={() => setEditing(true)}
          />
        </>
      )}
    </article>
  );
}
