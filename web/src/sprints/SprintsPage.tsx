import { Link, useNavigate, useParams } from 'react-router';
import { useProject } from '../projects/api';
import { useFeedback } from '../ui/Feedback';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useSprintActions, useSprints } from './api';
import { ProjectBurndown } from './ProjectBurndown';
import { SprintCard } from './SprintCard';
import { SprintForm } from './SprintForm';
import { STATE_SECTIONS } from './states';
import './sprints.css';

/** A project's sprints by state, a form to plan the next one, and the project's burndown. */
export function SprintsPage() {
  const { workspaceId } = useWorkspace();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useFeedback();
  const project = useProject(workspaceId, projectId);
  const sprints = useSprints(workspaceId, projectId);
  const { create } = useSprintActions(workspaceId, projectId);
  return (
    <section className="page sprints">
      <p className="crumbs">
        <Link to={`/w/${workspaceId}/projects/${projectId}`}>
          {project.data?.name ?? 'Project'}
        </Link>{' '}
        /
      </p>
      <h1>Sprints</h1>
      <section className="card" aria-labelledby="plan-sprint">
        <h2 id="plan-sprint">Plan a sprint</h2>
        <SprintForm
          submitLabel="Create sprint"
          pending={create.isPending}
          error={create.error}
          onSubmit={(fields) =>
            create.mutate(
              {
                name: fields.name,
                ...(fields.goal ? { goal: fields.goal } : {}),
                ...(fields.startsOn ? { startsOn: fields.startsOn } : {}),
                ...(fields.endsOn ? { endsOn: fields.endsOn } : {}),
              },
              {
                onSuccess: (sprint) => {
                  notify(`Sprint “${sprint.name}” created: add issues to it`);
                  navigate(sprint.id);
                },
              },
            )
          }
        />
      </section>
      <QueryState isPending={sprints.isPending} error={sprints.error} />
      {sprints.data &&
        STATE_SECTIONS.map(({ state, heading, empty }) => {
          const inState = sprints.data.items.filter((sprint) => sprint.state === state);
          return (
            <section key={state} aria-labelledby={`sprints-${state}`}>
              <h2 id={`sprints-${state}`}>
                {heading} <span className="count">{inState.length}</span>
              </h2>
              {inState.length === 0 ? (
                <p className="empty muted">{empty}</p>
              ) : (
                inState.map((sprint) => (
                  <SprintCard key={sprint.id} workspaceId={workspaceId} sprint={sprint} />
                ))
              )}
            </section>
          );
        })}
      {project.data && (
        <ProjectBurndown
          workspaceId={workspaceId}
          projectId={projectId}
          projectName={project.data.name}
        />
      )}
    </section>
  );
}
