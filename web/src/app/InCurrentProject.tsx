import { Link, Navigate } from 'react-router';
import { useCurrentProject } from '../projects/useCurrentProject';
import { useWorkspace } from '../workspaces/api';

/** Board and Sprints belong to a project: open the current one's, or say how to get one. */
export function InCurrentProject({ view }: { view: 'board' | 'sprints' }) {
  const { workspaceId } = useWorkspace();
  const { projectId, isPending } = useCurrentProject(workspaceId);
  if (isPending) return <p className="muted page">Loading…</p>;
  if (projectId) return <Navigate to={`/w/${workspaceId}/projects/${projectId}/${view}`} replace />;
  return (
    <section className="page">
      <h1>{view === 'board' ? 'Board' : 'Sprints'}</h1>
      <p className="empty">
        Boards and sprints belong to a project.{' '}
        <Link to={`/w/${workspaceId}/projects`}>Create a project</Link> first.
      </p>
    </section>
  );
}
