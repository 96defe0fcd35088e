import { userIdOf } from '../http/principal';
import type { Conn } from '../db/database';
import { listEvents } from '../events/activity';
import { recordChange, recordCreation } from '../events/record';
import { conflict, invalidField, notFound, ValidationError } from '../http/errors';
import type { HandlersOf, RequestContext, WorkspaceRequest } from '../http/handler';
import { readIfMatch, requireVersion } from '../http/preconditions';
import {
  deleteLink,
  findLink,
  insertLink,
  listLinks,
  MAX_PULL_REQUEST_NUMBER,
  parsePullRequestUrl,
  setLinkStatus,
} from './pull-requests';
import {
  checkReferences,
  checkReferencesTakingNumber,
  deleteIssue,
  findIssue,
  insertIssue,
  isWatching,
  newIssueId,
  listIssues,
  lockHierarchy,
  setWatching,
  updateIssue,
  wouldCycle,
  type IssueFields,
  type IssueRow,
  type ReferenceChecks,
} from './queries';
import { lockBoard, rankAt, setRank } from './rank';
import { issueSubject } from './subject';
import { codeHostsOf } from '../integrations/hosts';
import { createWithLabels, setIssueLabels } from '../labels/issues';

/** A request on one issue (`/projects/{projectId}/issues/{issueId}`). */
type IssueRequest = WorkspaceRequest & { params: { projectId: string; issueId: string } };

/** A list filter's values, `me` read as the caller; 400 naming it when there is no person. */
function people(
  req: RequestContext<'listIssues'>,
  field: 'assigneeId' | 'createdBy',
  value: string | string[] | undefined,
): string[] | undefined {
  const values = anyOf(value);
  if (!values) return undefined;
  if (!values.includes('me')) return values;
  const me = userIdOf(req.principal);
  if (!me) throw invalidField(field, '“me” needs a signed-in person; an agent has none');
  return values.map((value) => (value === 'me' ? me : value));
}

/** A filter's values (one, or the parameter repeated) as a list; none when it is empty. */
function anyOf<T>(value: T | T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.length ? values : undefined;
}

const archived = () => conflict('The project is archived and accepts no new issues');

/** 400 naming every reference that does not point where it must. */
function refuseBadReferences(found: ReferenceChecks, fields: IssueFields): void {
  const details: Record<string, string[]> = {};
  if (fields.assigneeId != null && !found.assignee)
    details.assigneeId = ['is not a member of this workspace'];
  if (fields.parentId != null && !found.parent)
    details.parentId = ['is not an issue of this project'];
  if (fields.sprintId != null && !found.sprint)
    details.sprintId = ['is not a sprint of this project'];
  if (Object.keys(details).length > 0) throw new ValidationError(details);
}

async function requireIssue(
  req: IssueRequest,
  db: Conn = req.db,
  options: { forUpdate?: boolean } = {},
): Promise<IssueRow> {
  const { projectId, issueId } = req.params;
  const issue = await findIssue(db, req.membership.workspaceId, projectId, issueId, options);
  if (!issue) throw notFound('Issue');
  return issue;
}

async function toggleWatch(req: RequestContext<'watchIssue' | 'unwatchIssue'>, watching: boolean) {
  // The document lets only people (session, PAT) watch.
  const { userId } = req.principal;
  return req.db.transaction().execute(async (trx) => {
    const issue = await requireIssue(req, trx);
    const changed = await setWatching(trx, req.membership.workspaceId, issue.id, userId, watching);
    if (changed)
      await recordChange(
        trx,
        req,
        `issue.${watching ? 'watched' : 'unwatched'}`,
        issueSubject(issue),
      );
    return { issueId: issue.id, watching };
  });
}

export const issueHandlers = {
  async listIssues(req) {
    // Only the filters: page, limit and sort are in `req.list`, and a stray key here
    // would make every list look filtered and lose the kept totals.
    const {
      projectId,
      status,
      priority,
      assigneeId,
      createdBy,
      watching,
      sprintId,
      parentId,
      labelId,
    } = req.query;
    let watchedBy: string | undefined;
    if (watching) {
      watchedBy = userIdOf(req.principal);
      if (!watchedBy) throw invalidField('watching', 'needs a signed-in person; an agent has none');
    }
    return listIssues(
      req.db,
      req.membership.workspaceId,
      {
        projectId: anyOf(projectId),
        status: anyOf(status),
        priority: anyOf(priority),
        assigneeId: people(req, 'assigneeId', assigneeId),
        createdBy: people(req, 'createdBy', createdBy),
        watchedBy,
        sprintId,
        parentId: parentId === 'null' ? null : parentId,
        labelIds: anyOf(labelId),
      },
      req.list,
    );
  },

  async createIssue(req) {
    const { projectId, title, labelIds, ...fields } = req.body;
    const workspaceId = req.membership.workspaceId;
    // Checked and numbered in one statement of its own: concurrent creators in one
    // project then queue only for that statement, never for each other's transactions.
    const found = await checkReferencesTakingNumber(req.db, workspaceId, projectId, fields);
    if (found.project === null)
      throw invalidField('projectId', 'is not a project of this workspace');
    if (found.project === false) throw archived();
    refuseBadReferences(found, fields);
    // Seen open, yet no number: archived meanwhile (take_issue_number waits for an archive
    // under way and numbers nothing in an archived project).
    if (found.number === null) throw archived();
    const id = newIssueId();
    const insert = insertIssue({
      ...fields,
      id,
      workspaceId,
      projectId,
      number: found.number,
      title: title.trim(),
      createdBy: userIdOf(req.principal) ?? null,
    });
    const create = (db: Conn) =>
      recordCreation(
        db,
        req,
        'issue.created',
        issueSubject(
          { id, projectId },
          { parentId: fields.parentId ?? null, ...(labelIds?.length ? { labelIds } : {}) },
        ),
        insert,
        archived,
      );
    if (!labelIds?.length) return create(req.db);
    return createWithLabels(req.db, workspaceId, labelIds, create);
  },

  async getIssue(req) {
    return requireIssue(req);
  },

  async updateIssue(req) {
    const { labelIds, ...rest }: typeof req.body = req.body;
    const patch: IssueFields = rest;
    const ifMatch = readIfMatch(req.koa);
    return req.db.transaction().execute(async (trx) => {
      // Locked: the version is checked against the row this update replaces, and the
      // event's `before` is what it replaced, whatever a concurrent update did.
      const before = await requireIssue(req, trx, { forUpdate: true });
      requireVersion(ifMatch, before.version, 'issue');
      refuseBadReferences(
        await checkReferences(trx, req.membership.workspaceId, before.projectId, patch),
        patch,
      );
      if (patch.parentId) {
        await lockHierarchy(trx, before.projectId);
        if (await wouldCycle(trx, req.membership.workspaceId, before.id, patch.parentId))
          throw invalidField('parentId', 'would make the issue its own ancestor');
      }
      const labelsSet =
        labelIds !== undefined &&
        (await setIssueLabels(trx, req.membership.workspaceId, before.id, labelIds));
      const after = await updateIssue(
        trx,
        before,
        req.membership.workspaceId,
        { ...patch, title: patch.title?.trim() },
        labelsSet,
      );
      const subject = issueSubject(after, labelsSet ? { labelIds } : {});
      await recordChange(trx, req, 'issue.updated', subject, { before, after });
      return after;
    });
  },

  async moveIssue(req) {
    const { status, beforeId, afterId } = req.body;
    const workspaceId = req.membership.workspaceId;
    return req.db.transaction().execute(async (trx) => {
      await lockBoard(trx, req.params.projectId);
      const before = await requireIssue(req, trx);
      const to = status ?? before.status;
      const rank = await rankAt(trx, workspaceId, before.projectId, to, before.id, {
        beforeId,
        afterId,
      });
      if (rank === undefined) {
        throw invalidField(
          beforeId ? 'beforeId' : 'afterId',
          `is not another issue of this project with status ${to}`,
        );
      }
      const after =
        to === before.status ? before : await updateIssue(trx, before, workspaceId, { status: to });
      const oldRank = await setRank(trx, workspaceId, before.id, rank);
      await recordChange(trx, req, 'issue.updated', issueSubject(after), {
        before: { ...before, rank: oldRank },
        after: { ...after, rank },
      });
      return after;
    });
  },

  async deleteIssue(req) {
    await req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      await deleteIssue(trx, req.membership.workspaceId, issue.id);
      await recordChange(trx, req, 'issue.deleted', issueSubject(issue));
    });
  },

  async listIssueActivity(req) {
    const issue = await requireIssue(req);
    const readable = req.eventReaders(req.principal, req.membership);
    return listEvents(
      req.db,
      req.membership.workspaceId,
      { issueId: issue.id },
      readable,
      req.list,
    );
  },

  async getWatch(req) {
    // The document lets only people (session, PAT) watch.
    const { userId } = req.principal;
    const issue = await requireIssue(req);
    const watching = await isWatching(req.db, req.membership.workspaceId, issue.id, userId);
    return { issueId: issue.id, watching };
  },

  watchIssue: (req) => toggleWatch(req, true),
  unwatchIssue: (req) => toggleWatch(req, false),

  async listPullRequests(req) {
    const issue = await requireIssue(req);
    return listLinks(req.db, req.membership.workspaceId, issue.id, req.list);
  },

  async linkPullRequest(req) {
    const { url, status } = req.body;
    const hosts = await codeHostsOf(req.db, req.membership.workspaceId);
    const parsed = parsePullRequestUrl(url, hosts);
    if (!parsed) {
      throw invalidField(
        'url',
        'must be a pull request URL on GitHub, GitLab or a code host connected to this workspace',
      );
    }
    if (parsed.number > MAX_PULL_REQUEST_NUMBER) {
      throw invalidField('url', `its number must be at most ${MAX_PULL_REQUEST_NUMBER}`);
    }
    return req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      const link = await insertLink(trx, {
        ...parsed,
        status,
        workspaceId: req.membership.workspaceId,
        issueId: issue.id,
        createdBy: userIdOf(req.principal) ?? null,
      });
      if (!link) throw conflict('This pull request is already linked to the issue');
      await recordChange(trx, req, 'issue.pr_linked', issueSubject(issue, { linkId: link.id }));
      return link;
    });
  },

  async updatePullRequest(req) {
    const { status } = req.body;
    return req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      const link = await findLink(trx, req.membership.workspaceId, issue.id, req.params.linkId);
      if (!link) throw notFound('Pull request link');
      if (link.status === status) return link;
      const updated = await setLinkStatus(trx, req.membership.workspaceId, link.id, status);
      await recordChange(
        trx,
        req,
        'issue.pr_status_changed',
        issueSubject(issue, { linkId: link.id }),
        { changes: { status: { old: link.status, new: status } } },
      );
      return updated;
    });
  },

  async unlinkPullRequest(req) {
    await req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      const link = await findLink(trx, req.membership.workspaceId, issue.id, req.params.linkId);
      if (!link) throw notFound('Pull request link');
      await deleteLink(trx, req.membership.workspaceId, link.id);
      await recordChange(trx, req, 'issue.pr_unlinked', issueSubject(issue, { linkId: link.id }));
    });
  },
} satisfies HandlersOf<'issues'>;
