import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { when } from '../ui/format';
import { useShortcut } from '../ui/useShortcut';
import { reference, type Issue } from './api';
import { PRIORITY_LABELS, STATUS_LABELS } from './labels';
import { rememberList } from './listContext';
import { DueDate } from '../ui/DueDate';
import { estimateLabel } from '../ui/planning';
import { LabelChips } from '../ui/LabelChip';

interface IssueTableProps {
  workspaceId: string;
  issues: Issue[];
  /** Undefined until the members have loaded: assignees are named '…' meanwhile. */
  memberNames: Map<string, string> | undefined;
  sprintNames: Map<string, string>;
}

export const issuePath = (workspaceId: string, issue: Pick<Issue, 'projectId' | 'id'>) =>
  `/w/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}`;

/**
 * A page of issues. `j` / `k` move through the rows and Enter opens the one reached; opening
 * an issue remembers this list so the issue page can step through it.
 */
export function IssueTable({ workspaceId, issues, memberNames, sprintNames }: IssueTableProps) {
  const location = useLocation();
  const body = useRef<HTMLTableSectionElement>(null);
  // The issue reached, by id: a live update can insert or drop rows above it, and a row
  // number would then point at another issue than the one focused.
  const [currentId, setCurrentId] = useState<string>();
  const current = issues.findIndex((issue) => issue.id === currentId);
  const focusRow = (index: number) => {
    const links = body.current?.querySelectorAll<HTMLAnchorElement>('a[data-issue-link]');
    const target = links?.[index];
    const issue = issues[index];
    if (!target || !issue) return;
    setCurrentId(issue.id);
    target.focus();
  };
  useShortcut('j', () => focusRow(Math.min(current + 1, issues.length - 1)));
  useShortcut('k', () => focusRow(Math.max(current - 1, 0)));
  const remember = () => rememberList(location.pathname + location.search, issues);
  return (
    <div className="issue-table">
      <table>
        <caption className="visually-hidden">Issues</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Assignee</th>
            <th scope="col">Sprint</th>
            <th scope="col">Due</th>
            <th scope="col">Estimate</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {issues.map((issue) => (
            <tr key={issue.id} className={issue.id === currentId ? 'current' : undefined}>
              <td className="reference">
                <code>{reference(issue)}</code>
              </td>
              <th scope="row" className="title">
                <Link
                  to={issuePath(workspaceId, issue)}
                  data-issue-link
                  onClick={remember}
                  onFocus={() => setCurrentId(issue.id)}
                >
                  {issue.title}
                </Link>{' '}
                <LabelChips labels={issue.labels} />
              </th>
              <td>
                <span className={`status status-${issue.status}`}>
                  {STATUS_LABELS[issue.status]}
                </span>
              </td>
              <td>{PRIORITY_LABELS[issue.priority]}</td>
              <td className={issue.assigneeId ? undefined : 'unset'}>
                {issue.assigneeId
                  ? memberNames
                    ? (memberNames.get(issue.assigneeId) ?? 'Former member')
                    : '…'
                  : '—'}
              </td>
              <td className={issue.sprintId ? undefined : 'unset'}>
                {issue.sprintId ? (sprintNames.get(issue.sprintId) ?? '…') : '—'}
              </td>
              <td className={issue.dueOn ? undefined : 'unset'}>
                {issue.dueOn ? <DueDate issue={issue} /> : '—'}
              </td>
              <td className={issue.estimate === null ? 'unset' : undefined}>
                {issue.estimate === null ? '—' : estimateLabel(issue.estimate)}
              </td>
              <td>
                <time dateTime={issue.updatedAt}>{when(issue.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
