import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShortcut } from '../ui/useShortcut';
import { placeIn, readIssueList, type IssueRef } from './issue-list';

interface IssueNavigationProps {
  workspaceId: string;
  projectId: string;
  issueId: string;
}

/**
 * "Back to list", and j / k (or Previous / Next) through the list this issue was opened
 * from, as that list left it in sessionStorage.
 */
export function IssueNavigation({ workspaceId, projectId, issueId }: IssueNavigationProps) {
  const navigate = useNavigate();
  const list = useMemo(() => readIssueList(sessionStorage), []);
  const place = placeIn(list, issueId);
  const pathOf = (ref: IssueRef) => `/w/${workspaceId}/projects/${ref.projectId}/issues/${ref.id}`;
  const go = (ref: IssueRef | undefined) => ref && navigate(pathOf(ref));

  useShortcut('j', () => go(place?.next), !!place?.next);
  useShortcut('k', () => go(place?.previous), !!place?.previous);

  return (
    <nav className="issue-nav" aria-label="Issue list">
      <Link to={list?.from ?? `/w/${workspaceId}/projects/${projectId}/issues`}>
        ← Back to list
      </Link>
      {place && (
        <span className="issue-nav-steps">
          <span className="muted">
            {place.position} of {place.count}
          </span>
          {place.previous ? (
            <Link to={pathOf(place.previous)} aria-keyshortcuts="k">
              Previous issue
            </Link>
          ) : (
            <span className="muted">Previous issue</span>
          )}
          {place.next ? (
            <Link to={pathOf(place.next)} aria-keyshortcuts="j">
              Next issue
            </Link>
          ) : (
            <span className="muted">Next issue</span>
          )}
          <span className="hint">j / k</span>
        </span>
      )}
    </nav>
  );
}
