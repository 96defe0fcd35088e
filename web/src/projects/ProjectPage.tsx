import { Link, useParams } from 'react-router';
import { reference, useIssues } from '../issues/api';
import { useMembers } from '../members/api';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useProject, useProjectActivity, useProjectOverview } from './api';
import { ProjectActivity } from './ProjectActivity';
import { ProjectOverview } from './ProjectOverview';
import './projects.css';

/** One project: where its work lives, its figures, and what happened lately. */
export function ProjectPage() {
  const { workspaceId } = useWorkspace();
  const { projectId = '' } = useParams();
  const project = useProject(workspaceId, projectId);
  const overview = useProjectOverview(workspaceId, projectId);
  const activity = useProjectActivity(workspaceId, projectId);
  const members = useMembers(workspaceId);
  // The issues changed most lately name the activity's issues (one request, not one each).
  const recent = useIssues(workspaceId, {
    projectId,
    limit: 100,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
  });
  const issueNames = new Map(
    (recent.data?.items ?? []).map((issue) => [issue.id, `${reference(issue)} ${issue.title}`]),
  );
  const memberNames = new Map(
    (members.data?.items ?? []).map((member) => [member.userId, member.name]),
  );
  const base = `/w/${workspaceId}/projects/${projectId}`;
  if (!project.data) {
    return (
      <section className="page">
        <h1>Project</h1>
        <QueryState isPending={project.isPending} error={project.error} />
      </section>
    );
  }
  return (
    <section className="page">
      <p className="crumbs">
        <Link to={`/w/${workspaceId}/projects`}>Projects</Link>
      </p>
      <h1>
        {project.data.name} <code className="prefix">{project.data.prefix}</code>
        {project.data.archived && <span className="badge">Archived</span>}
      </h1>
      {project.data.description && <p>{project.data.description}</p>}
      {project.data.archived && (
        <p className="notice warning">
          This project is archived: it stays readable but accepts no new issues. Unarchive it from
          the project list to work in it again.
        </p>
      )}
      <nav aria-label="Project views" className="project-views">
        <Link className="button secondary" to={`${base}/issues`}>
          Issues
        </Link>
        <Link className="button secondary" to={`${base}/board`}>
          Board
        </Link>
        <Link className="button secondary" to={`${base}/sprints`}>
          Sprints
        </Link>
      </nav>
      <h2>Overview</h2>
      <QueryState isPending={overview.isPending} error={overview.error} />
      {overview.data && (
        <ProjectOverview
          overview={overview.data}
          memberNames={members.data ? memberNames : undefined}
        />
      )}
      <h2>Recent activity</h2>
      <QueryState isPending={activity.isPending} error={activity.error} />
      {activity.data && (
        <ProjectActivity
          workspaceId={workspaceId}
          events={activity.data.items}
          memberNames={members.data ? memberNames : undefined}
          issueNames={issueNames}
        />
      )}
    </section>
  );
}
