/** The JSON array GitHub's "list repository issues" answers (`GET /repos/{owner}/{repo}/issues`). */
import { invalidField } from '../../http/errors';
import { readColor, readDate, unixLines } from './mapping';
import type { ImportedComment, ImportedLabel, SourceRow } from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON.parse's complaint with the line it happened on, when it says where. */
function parseError(content: string, error: SyntaxError): string {
  const at = /position (\d+)/.exec(error.message);
  if (!at) return error.message;
  const line = content.slice(0, Number(at[1])).split('\n').length;
  return `line ${line}: ${error.message}`;
}

/** `owner/repo` from the issue's `repository_url` or `html_url`. */
function repositoryOf(issue: Json): string | undefined {
  for (const [key, pattern] of [
    ['repository_url', /\/repos\/([^/]+\/[^/]+)$/],
    ['html_url', /github\.com\/([^/]+\/[^/]+)\/issues\/\d+/],
  ] as const) {
    const url = issue[key];
    const match = typeof url === 'string' ? pattern.exec(url) : null;
    if (match) return match[1];
  }
  return undefined;
}

/** A user object: its email when GitHub gave one, else its login. */
function userOf(user: unknown): string | null {
  if (!isObject(user)) return null;
  if (typeof user.email === 'string' && user.email !== '') return user.email;
  return typeof user.login === 'string' ? user.login : null;
}

function labelsOf(labels: unknown): ImportedLabel[] {
  if (!Array.isArray(labels)) return [];
  return labels.flatMap((label): ImportedLabel[] => {
    if (typeof label === 'string') return label.trim() ? [{ name: label.trim() }] : [];
    if (!isObject(label) || typeof label.name !== 'string' || !label.name.trim()) return [];
    return [{ name: label.name.trim(), color: readColor(label.color) }];
  });
}

/**
 * GitHub's list answer counts comments (`comments: 3`); an export that embeds them
 * (`comments: [{user, body, created_at}]`) has them imported.
 */
function commentsOf(comments: unknown): ImportedComment[] {
  if (!Array.isArray(comments)) return [];
  return comments.flatMap((comment): ImportedComment[] => {
    if (!isObject(comment) || typeof comment.body !== 'string' || !comment.body.trim()) return [];
    return [
      {
        author: userOf(comment.user),
        date: readDate(typeof comment.created_at === 'string' ? comment.created_at : undefined),
        body: unixLines(comment.body).trim(),
      },
    ];
  });
}

/**
 * The issues of the export, pull requests left out (GitHub lists them among issues, with
 * a `pull_request` field). Not JSON, or not an array: a 400 naming `content`.
 */
export function readGithub(content: string): SourceRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw invalidField(
      'content',
      `is not readable JSON: ${parseError(content, error as SyntaxError)}`,
    );
  }
  if (!Array.isArray(parsed)) {
    throw invalidField(
      'content',
      `must be a JSON array of issues (GitHub's "list repository issues" answer)`,
    );
  }
  const rows: SourceRow[] = [];
  parsed.forEach((element, index) => {
    if (isObject(element) && element.pull_request !== undefined) return;
    const notes: string[] = [];
    const row = index + 1;
    if (!isObject(element)) {
      rows.push({ row, sourceKey: null, notes, error: 'The element is not an issue object.' });
      return;
    }
    const number = element.number;
    const repository = repositoryOf(element);
    const sourceKey =
      Number.isInteger(number) && (number as number) > 0
        ? `github:${repository ? `${repository}#` : '#'}${number}`
        : null;
    if (!sourceKey) {
      rows.push({ row, sourceKey, notes, error: 'The issue has no "number".' });
      return;
    }
    const title = typeof element.title === 'string' ? element.title.trim() : '';
    if (!title) {
      rows.push({ row, sourceKey, notes, error: 'The issue has no "title".' });
      return;
    }
    const state = element.state;
    let status: 'todo' | 'done' | 'cancelled' | 'backlog' = 'backlog';
    if (state === 'open') status = 'todo';
    else if (state === 'closed')
      status = element.state_reason === 'not_planned' ? 'cancelled' : 'done';
    else
      notes.push(`State ${JSON.stringify(state ?? null)} is not known here: imported as backlog.`);
    const assignees = Array.isArray(element.assignees) ? element.assignees : [];
    rows.push({
      row,
      sourceKey,
      notes,
      issue: {
        title,
        description: typeof element.body === 'string' ? unixLines(element.body) : null,
        status,
        priority: 'none',
        assignee: userOf(element.assignee) ?? userOf(assignees[0]),
        labels: labelsOf(element.labels),
        comments: commentsOf(element.comments),
        createdAt: readDate(
          typeof element.created_at === 'string' ? element.created_at : undefined,
        ),
      },
    });
  });
  return rows;
}
