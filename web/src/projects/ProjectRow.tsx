import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import type { Project, useProjectActions } from './api';
import { ProjectForm, type ProjectValues } from './ProjectForm';

interface ProjectRowProps {
  workspaceId: string;
  project: Project;
  /**
   * The list's actions: they outlive the row, which leaves the list when its project is
   * archived or deleted, so their feedback still shows.
   */
  actions: ReturnType<typeof useProjectActions>;
}

/** One project in the list, with Edit, Archive / Unarchive and Delete. */
export function ProjectRow({ workspaceId, project, actions }: ProjectRowProps) {
  const notify = useFeedback();
  const { update, archive, remove } = actions;
  const [editing, setEditing] = useState(false);
  // The project as it was when editing began: its version goes with the save.
  const [asRead, setAsRead] = useState(project);
  useEffect(() => {
    if (!editing) setAsRead(project);
  }, [editing, project]);
  const failed = (what: string) => (error: unknown) =>
    notify(`${what} failed: ${formError(error)}`, 'error');
  const save = (values: ProjectValues) =>
    update.mutate(
      {
        project: asRead,
        body: {
          name: values.name,
          prefix: values.prefix,
          description: values.description.trim() ? values.description : null,
        },
      },
      {
        onSuccess: (saved) => {
          setEditing(false);
          notify(`Project “${saved.name}” saved`);
        },
      },
    );
  const toggleArchived = () =>
    archive.mutate(
      { project, archived: !project.archived },
      {
        onSuccess: () =>
          notify(
            project.archived
              ? `Project “${project.name}” is active again`
              : `Project “${project.name}” archived: it accepts no new issues`,
          ),
        onError: failed(project.archived ? 'Unarchive' : 'Archive'),
      },
    );
  const onDelete = () =>
    remove.mutate(project.id, {
      onSuccess: () => notify(`Project “${project.name}” deleted`),
      onError: failed('Delete'),
    });
  const base = `/w/${workspaceId}/projects/${project.id}`;
  return (
    <>
      <tr className={project.archived ? 'inactive' : undefined}>
        <th scope="row">
          <Link to={base}>{project.name}</Link>
          {project.archived && <span className="badge">Archived</span>}
          {project.description && <p className="hint">{project.description}</p>}
        </th>
        <td>
          <code>{project.prefix}</code>
        </td>
        <td className="links">
          <Link to={`${base}/issues`} aria-label={`Issues of ${project.name}`}>
            Issues
          </Link>{' '}
          <Link to={`${base}/board`} aria-label={`Board of ${project.name}`}>
            Board
          </Link>
        </td>
        <td>{when(project.updatedAt)}</td>
        <td>
          <div className="row-actions">
            <button
              type="button"
              className="button secondary small"
              aria-expanded={editing}
              aria-label={`Edit ${project.name}`}
              onClick={() => setEditing((open) => !open)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button secondary small"
              disabled={archive.isPending}
              aria-label={`${project.archived ? 'Unarchive' : 'Archive'} ${project.name}`}
              onClick={toggleArchived}
            >
              {project.archived ? 'Unarchive' : 'Archive'}
            </button>
            <ConfirmButton
              label="Delete"
              title={`Delete project “${project.name}”?`}
              danger
              disabled={remove.isPending}
              onConfirm={onDelete}
            >
              Its issues, sprints, comments and pull-request links are deleted with it. This cannot
              be undone; archive the project to hide it instead.
            </ConfirmButton>
          </div>
        </td>
      </tr>
      {editing && (
        <tr className="detail-row">
          <td colSpan={5}>
            <ProjectForm
              action="Save project"
              initial={{
                name: project.name,
                prefix: project.prefix,
                description: project.description ?? '',
              }}
              pending={update.isPending}
              error={update.error}
              onSubmit={save}
              onCancel={() => setEditing(false)}
            />
          </td>
        </tr>
      )}
    </>
  );
}
