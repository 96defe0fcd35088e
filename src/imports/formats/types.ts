/** What every export format is read into: one entry per row, ready to import or failed. */
import type { IssuePriority, IssueStatus } from '../../db/schema';

export interface ImportedComment {
  /** Who wrote it in the source: an email, a name or an account id. */
  author: string | null;
  /** When, as an ISO timestamp; null when the source's date could not be read. */
  date: string | null;
  body: string;
}

export interface ImportedLabel {
  name: string;
  /** `#rrggbb` when the source gives one. */
  color?: string;
}

export interface ImportedIssue {
  title: string;
  description: string | null;
  status: IssueStatus;
  priority: IssuePriority;
  /** The source's assignee: an email is matched to a member, anything else only noted. */
  assignee: string | null;
  labels: ImportedLabel[];
  comments: ImportedComment[];
  createdAt: string | null;
}

/** One row of an export: its number, its key in the source, and the issue or why not. */
export interface SourceRow {
  /** CSV: the line's record number, the header being 1. JSON: the element's, from 1. */
  row: number;
  /** `jira:ACME-101`; null when the row has none (it then fails). */
  sourceKey: string | null;
  issue?: ImportedIssue;
  /** Why the row cannot be imported. */
  error?: string;
  /** Things to know about an imported row (an unknown status mapped to backlog…). */
  notes: string[];
}
