import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';
import type { PrProvider, PrStatus } from '../db/schema';
import type { SortColumns } from '../http/operations';

export interface ParsedPullRequest {
  provider: PrProvider;
  repository: string;
  number: number;
  /** The canonical URL, without query, fragment or trailing path. */
  url: string;
}

/** The largest number a link stores (a PostgreSQL integer); no forge numbers beyond it. */
export const MAX_PULL_REQUEST_NUMBER = 2_147_483_647;

const GITHUB = /^\/([\w.-]+)\/([\w.-]+)\/pull\/(\d+)(?:\/.*)?$/;
const GITLAB = /^\/((?:[\w.-]+\/)+[\w.-]+)\/-\/merge_requests\/(\d+)(?:\/.*)?$/;

/** Reads a GitHub pull request or GitLab merge request URL; undefined for anything else. */
export function parsePullRequestUrl(raw: string): ParsedPullRequest | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  if (host === 'github.com' || host === 'www.github.com') {
    const match = GITHUB.exec(url.pathname);
    if (!match) return undefined;
    const [, owner, repo, number] = match;
    return {
      provider: 'github',
      repository: `${owner}/${repo}`,
      number: Number(number),
      url: `https://github.com/${owner}/${repo}/pull/${number}`,
    };
  }
  if (host === 'gitlab.com') {
    const match = GITLAB.exec(url.pathname);
    if (!match) return undefined;
    const [, repository, number] = match;
    return {
      provider: 'gitlab',
      repository: repository!,
      number: Number(number),
      url: `https://gitlab.com/${repository}/-/merge_requests/${number}`,
    };
  }
  return undefined;
}

const linkColumns = [
  'id',
  'issueId',
  'url',
  'provider',
  'repository',
  'number',
  'status',
  'createdAt',
  'updatedAt',
] as const;

const LINK_SORT = { createdAt: 'createdAt' } as const satisfies SortColumns<'listPullRequests'>;

/** A page of the pull requests linked to one issue. */
export async function listLinks(
  db: Conn,
  workspaceId: string,
  issueId: string,
  list: ListQuery<'listPullRequests'>,
) {
  const query = db
    .selectFrom('pullRequestLinks')
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId);
  const column = LINK_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(linkColumns), { column, tieBreaker: 'id' }, list);
}

/** Links a pull request; undefined when it is already linked to the issue. */
export async function insertLink(
  db: Conn,
  input: ParsedPullRequest & {
    workspaceId: string;
    issueId: string;
    status?: PrStatus;
    createdBy: string | null;
  },
) {
  return db
    .insertInto('pullRequestLinks')
    .values({ id: newId(), ...input })
    .onConflict((oc) => oc.columns(['issueId', 'provider', 'repository', 'number']).doNothing())
    .returning(linkColumns)
    .executeTakeFirst();
}

export async function findLink(db: Conn, workspaceId: string, issueId: string, linkId: string) {
  return db
    .selectFrom('pullRequestLinks')
    .select(linkColumns)
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId)
    .where('id', '=', linkId)
    .executeTakeFirst();
}

export async function setLinkStatus(
  db: Conn,
  workspaceId: string,
  linkId: string,
  status: PrStatus,
) {
  return db
    .updateTable('pullRequestLinks')
    .set({ status })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', linkId)
    .returning(linkColumns)
    .executeTakeFirstOrThrow();
}

export async function deleteLink(db: Conn, workspaceId: string, linkId: string) {
  await db
    .deleteFrom('pullRequestLinks')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', linkId)
    .execute();
}
