import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../ui/Feedback';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useProjectActions, useProjects } from './api';
import { ProjectForm } from './ProjectForm';
import { ProjectRow } from './ProjectRow';
import './projects.css';

/** The workspace's projects: create one, edit, archive, delete; archived ones on request. */
export function ProjectsPage() {
  const { workspaceId } = useWorkspace();
  const toggleId = useId();
  const notify = useFeedback();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const showArchived = params.get('archived') === 'true';
  // All of them (the first 100 by name), so an empty list can say whether archived ones exist.
  const projects = useProjects(workspaceId);
  const actions = useProjectActions(workspaceId);
  const { create } = actions;
  const all = projects.data?.items ?? [];
  const items = showArchived ? all : all.filter((project) => !project.archived);
  return (
    <section className="page">
      <h1>Projects</h1>
      <p className="muted">
        A project groups issues under one prefix, with its own board and sprints.
      </p>
      <div className="card">
        <h2>Create project</h2>
        <ProjectForm
          action="Create project"
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(
              {
                name: values.name,
                prefix: values.prefix,
                ...(values.description.trim() ? { description: values.description } : {}),
              },
              {
                onSuccess: (project) => {
                  notify(`Project “${project.name}” created`);
                  navigate(`/w/${workspaceId}/projects/${project.id}`);
                },
              },
            )
          }
        />
      </div>
      <div className="toolbar">
        <input
          id={toggleId}
          type="checkbox"
          checked={showArchived}
          onChange={(event) =>
            setParams(event.target.checked ? { archived: 'true' } : {}, { replace: true })
          }
        />
        <label htmlFor={toggleId}>Show archived projects</label>
      </div>
      <QueryState isPending={projects.isPending} error={projects.error} />
      {projects.data && items.length === 0 && (
        <p className="empty">
          {all.length === 0
            ? 'No projects yet: create the first one above with a name and a prefix.'
            : 'Every project is archived. Create a new one above, or show the archived ones to bring one back.'}
        </p>
      )}
      {items.length > 0 && (
        <div className="project-table">
          <table>
            <caption className="visually-hidden">Projects</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Prefix</th>
                <th scope="col">Views</th>
                <th scope="col">Updated</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((project) => (
                <ProjectRow
                  key={project.id}
                  workspaceId={workspaceId}
                  project={project}
                  actions={actions}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
