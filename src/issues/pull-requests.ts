import { sql } from 'kysely';
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

/** A code host pull requests live on: its kind and address (no trailing slash). */
export interface CodeHost {
  provider: PrProvider;
  baseUrl: string;
}

/** The hosts every workspace may link to, beside those of its code-host connections. */
const PUBLIC_HOSTS: readonly CodeHost[] = [
  { provider: 'github', baseUrl: 'https://github.com' },
  { provider: 'gitlab', baseUrl: 'https://gitlab.com' },
];

/** A pull request's path below its host's address, by provider: repository and number. */
const PATHS: Record<PrProvider, RegExp> = {
  github: /^\/([\w.-]+\/[\w.-]+)\/pull\/(\d+)(?:\/.*)?$/,
  gitea: /^\/([\w.-]+\/[\w.-]+)\/pulls\/(\d+)(?:\/.*)?$/,
  gitlab: /^\/((?:[\w.-]+\/)+[\w.-]+)\/-\/merge_requests\/(\d+)(?:\/.*)?$/,
};

/** The canonical URL of a pull request on its host (the one stored and matched). */
export function pullRequestUrl(host: CodeHost, repository: string, number: number): string {
  const base = host.baseUrl.replace(/\/+$/, '');
  switch (host.provider) {
    case 'github':
      return `${base}/${repository}/pull/${number}`;
    case 'gitea':
      return `${base}/${repository}/pulls/${number}`;
    case 'gitlab':
      return `${base}/${repository}/-/merge_requests/${number}`;
  }
}

/** The part of `url` below `baseUrl`, when `url` is on that host; compared without case. */
function below(url: URL, baseUrl: string): string | undefined {
  const base = new URL(baseUrl);
  if (url.protocol !== base.protocol || url.host.toLowerCase() !== base.host.toLowerCase()) {
    return undefined;
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  if (!url.pathname.toLowerCase().startsWith(`${prefix.toLowerCase()}/`)) return undefined;
  return url.pathname.slice(prefix.length);
}

/**
 * Reads a pull request (merge request) URL on github.com, gitlab.com or one of `hosts`
 * (the workspace's code-host connections); undefined for anything else.
 */
export function parsePullRequestUrl(
  raw: string,
  hosts: readonly CodeHost[] = [],
): ParsedPullRequest | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.hostname.toLowerCase() === 'www.github.com') url.hostname = 'github.com';
  for (const host of [...hosts, ...PUBLIC_HOSTS]) {
    const path = below(url, host.baseUrl);
    const match = path === undefined ? null : PATHS[host.provider].exec(path);
    if (!match) continue;
    const [, repository, number] = match;
    return {
      provider: host.provider,
      repository: repository!,
      number: Number(number),
      url: pullRequestUrl(host, repository!, Number(number)),
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
  'integrationId',
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
    integrationId?: string | null;
    createdBy: string | null;
  },
) {
  return (
    db
      .insertInto('pullRequestLinks')
      .values({ id: newId(), ...input })
      // One link per issue and pull request, whatever the case of its URL.
      .onConflict((oc) => oc.expression(sql`issue_id, lower(url)`).doNothing())
      .returning(linkColumns)
      .executeTakeFirst()
  );
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
