import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBurndown, useProject } from '../projects/api';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useSprints, type Sprint } from './api';
import { AddIssues } from './AddIssues';
import { BurndownChart } from './BurndownChart';
import { SprintActions } from './SprintActions';
import { SprintEditor } from './SprintEditor';
import { SprintIssues } from './SprintIssues';
import { dateRange, STATE_NAMES } from './states';
import './sprints.css';

/** One sprint: what it is for, its burndown, its issues, and the issues one can add. */
export function SprintPage() {
  const { workspaceId } = useWorkspace();
  const { projectId = '', sprintId = '' } = useParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const project = useProject(workspaceId, projectId);
  // The API lists sprints but has no read of one; a project's sprints fit in one page.
  const sprints = useSprints(workspaceId, projectId);
  const sprint = sprints.data?.items.find((item) => item.id === sprintId);
  const list = `/w/${workspaceId}/projects/${projectId}/sprints`;
  return (
    <section className="page sprints">
      <p className="crumbs">
        <Link to={`/w/${workspaceId}/projects/${projectId}`}>
          {project.data?.name ?? 'Project'}
        </Link>{' '}
        / <Link to={list}>Sprints</Link> /
      </p>
      <QueryState isPending={sprints.isPending} error={sprints.error} />
      {sprints.data && !sprint && (
        <>
          <h1>Sprint not found</h1>
          <p className="empty">
            It may have been deleted. <Link to={list}>See the project’s sprints</Link>.
          </p>
        </>
      )}
      {sprint && (
        <>
          <header className="sprint-head">
            <h1>{sprint.name}</h1>
            <span className={`badge sprint-${sprint.state}`}>{STATE_NAMES[sprint.state]}</span>
          </header>
          {editing ? (
            <div className="card">
              <SprintEditor
                workspaceId={workspaceId}
                sprint={sprint}
                onClose={() => setEditing(false)}
              />
            </div>
          ) : (
            <>
              <p className="sprint-dates-text">{dateRange(sprint)}</p>
              {sprint.goal && <p className="sprint-goal">{sprint.goal}</p>}
              <SprintActions
                workspaceId={workspaceId}
                sprint={sprint}
                onEdit={() => setEditing(true)}
                onDeleted={() => navigate(list, { replace: true })}
              />
            </>
          )}
          <SprintBurndown workspaceId={workspaceId} sprint={sprint} />
          <SprintIssues workspaceId={workspaceId} sprint={sprint} />
          {sprint.state === 'completed' ? (
            <p className="muted">This sprint is completed: it is read-only and takes no issues.</p>
          ) : (
            <AddIssues workspaceId={workspaceId} sprint={sprint} />
          )}
        </>
      )}
    </section>
  );
}

function SprintBurndown({ workspaceId, sprint }: { workspaceId: string; sprint: Sprint }) {
  const burndown = useBurndown(workspaceId, sprint.projectId, { sprintId: sprint.id });
  return (
    <section className="card" aria-label="Sprint burndown">
      <QueryState isPending={burndown.isPending} error={burndown.error} />
      {burndown.data && (
        <BurndownChart title={`Burndown of ${sprint.name}`} points={burndown.data.points} />
      )}
    </section>
  );
}
