import { userIdOf } from '../auth/principal';
import type { Conn } from '../db/database';
import type { PrStatus } from '../db/schema';
import { listEvents } from '../events/activity';
import { diff, recordEvent, type Changes } from '../events/record';
import { conflict, forbidden, invalidField, notFound, ValidationError } from '../http/errors';
import type { HandlerMap, RequestContext } from '../http/handler';
import { toPage } from '../http/pagination';
import { nextIssueNumber } from '../projects/queries';
import {
  deleteLink,
  findLink,
  insertLink,
  parsePullRequestUrl,
  setLinkStatus,
} from './pull-requests';
import {
  checkReferences,
  deleteIssue,
  findIssue,
  insertIssue,
  listIssues,
  setWatching,
  updateIssue,
  wouldCycle,
  type IssueFields,
  type IssueFilters,
  type IssueRow,
} from './queries';

function issueEvent(
  req: RequestContext,
  name: string,
  issue: { id: string; projectId: string },
  extra: { changes?: Changes; payload?: Record<string, string | null> } = {},
) {
  return {
    workspaceId: req.membership.workspaceId,
    name,
    actor: req.principal,
    entityType: 'issue',
    entityId: issue.id,
    projectId: issue.projectId,
    issueId: issue.id,
    changes: extra.changes,
    payload: { projectId: issue.projectId, issueId: issue.id, ...extra.payload },
  };
}

/** 400 naming every reference that does not point where it must. */
async function checkIssueReferences(
  trx: Conn,
  req: RequestContext,
  projectId: string,
  fields: IssueFields,
) {
  const found = await checkReferences(trx, req.membership.workspaceId, projectId, fields);
  const details: Record<string, string[]> = {};
  if (fields.assigneeId != null && !found.assignee)
    details.assigneeId = ['is not a member of this workspace'];
  if (fields.parentId != null && !found.parent)
    details.parentId = ['is not an issue of this project'];
  if (fields.sprintId != null && !found.sprint)
    details.sprintId = ['is not a sprint of this project'];
  if (Object.keys(details).length > 0) throw new ValidationError(details);
}

async function requireIssue(req: RequestContext, db: Conn = req.db): Promise<IssueRow> {
  const issue = await findIssue(
    db,
    req.membership.workspaceId,
    req.params.projectId!,
    req.params.issueId!,
  );
  if (!issue) throw notFound('Issue');
  return issue;
}

async function toggleWatch(req: RequestContext, watching: boolean) {
  const userId = userIdOf(req.principal);
  if (!userId) throw forbidden('Only people can watch issues');
  return req.db.transaction().execute(async (trx) => {
    const issue = await requireIssue(req, trx);
    const changed = await setWatching(trx, req.membership.workspaceId, issue.id, userId, watching);
    if (changed)
      await recordEvent(
        trx,
        issueEvent(req, watching ? 'issue.watched' : 'issue.unwatched', issue),
      );
    return { issueId: issue.id, watching };
  });
}

export const issueHandlers: HandlerMap = {
  async listIssues(req) {
    // Only the filters: page, limit and sort are in `req.list`, and a stray key here
    // would make every list look filtered and lose the kept totals.
    const { projectId, status, priority, assigneeId, sprintId, parentId } =
      req.query as IssueFilters & { parentId?: string };
    const filters: IssueFilters = {
      projectId,
      status,
      priority,
      assigneeId,
      sprintId,
      parentId: parentId === 'null' ? null : parentId,
    };
    const { items, total, totalExact } = await listIssues(
      req.db,
      req.membership.workspaceId,
      filters,
      req.list,
    );
    return toPage(items, total, req.list, totalExact);
  },

  async createIssue(req) {
    const { projectId, title, ...fields } = req.body as IssueFields & {
      projectId: string;
      title: string;
    };
    const workspaceId = req.membership.workspaceId;
    return req.db.transaction().execute(async (trx) => {
      // Takes the project's row lock: concurrent creates get consecutive numbers.
      const number = await nextIssueNumber(trx, workspaceId, projectId);
      if (number === undefined) {
        const exists = await trx
          .selectFrom('projects')
          .select('id')
          .where('workspaceId', '=', workspaceId)
          .where('id', '=', projectId)
          .executeTakeFirst();
        if (!exists) throw invalidField('projectId', 'is not a project of this workspace');
        throw conflict('The project is archived and accepts no new issues');
      }
      await checkIssueReferences(trx, req, projectId, fields);
      const issue = await insertIssue(trx, {
        ...fields,
        workspaceId,
        projectId,
        number,
        title: title.trim(),
        createdBy: userIdOf(req.principal) ?? null,
      });
      await recordEvent(
        trx,
        issueEvent(req, 'issue.created', issue, { payload: { parentId: issue.parentId } }),
      );
      return issue;
    });
  },

  async getIssue(req) {
    return requireIssue(req);
  },

  async updateIssue(req) {
    const patch = req.body as IssueFields;
    return req.db.transaction().execute(async (trx) => {
      const before = await requireIssue(req, trx);
      await checkIssueReferences(trx, req, before.projectId, patch);
      if (
        patch.parentId &&
        (await wouldCycle(trx, req.membership.workspaceId, before.id, patch.parentId))
      ) {
        throw invalidField('parentId', 'would make the issue its own ancestor');
      }
      const after = await updateIssue(trx, before, req.membership.workspaceId, {
        ...patch,
        title: patch.title?.trim(),
      });
      const changes = diff(before, after);
      delete changes.updatedAt;
      if (Object.keys(changes).length > 0)
        await recordEvent(trx, issueEvent(req, 'issue.updated', after, { changes }));
      return after;
    });
  },

  async deleteIssue(req) {
    await req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      await deleteIssue(trx, req.membership.workspaceId, issue.id);
      await recordEvent(trx, issueEvent(req, 'issue.deleted', issue));
    });
  },

  async listIssueActivity(req) {
    const issue = await requireIssue(req);
    const { items, total } = await listEvents(
      req.db,
      req.membership.workspaceId,
      { issueId: issue.id },
      req.list,
    );
    return toPage(items, total, req.list);
  },

  watchIssue: (req) => toggleWatch(req, true),
  unwatchIssue: (req) => toggleWatch(req, false),

  async linkPullRequest(req) {
    const { url, status } = req.body as { url: string; status?: PrStatus };
    const parsed = parsePullRequestUrl(url);
    if (!parsed)
      throw invalidField('url', 'must be a GitHub pull request or GitLab merge request URL');
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
      await recordEvent(
        trx,
        issueEvent(req, 'issue.pr_linked', issue, { payload: { linkId: link.id } }),
      );
      return link;
    });
  },

  async updatePullRequest(req) {
    const { status } = req.body as { status: PrStatus };
    return req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      const link = await findLink(trx, req.membership.workspaceId, issue.id, req.params.linkId!);
      if (!link) throw notFound('Pull request link');
      if (link.status === status) return link;
      const updated = await setLinkStatus(trx, req.membership.workspaceId, link.id, status);
      await recordEvent(
        trx,
        issueEvent(req, 'issue.pr_status_changed', issue, {
          changes: { status: { old: link.status, new: status } },
          payload: { linkId: link.id },
        }),
      );
      return updated;
    });
  },

  async unlinkPullRequest(req) {
    await req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(req, trx);
      const link = await findLink(trx, req.membership.workspaceId, issue.id, req.params.linkId!);
      if (!link) throw notFound('Pull request link');
      await deleteLink(trx, req.membership.workspaceId, link.id);
      await recordEvent(
        trx,
        issueEvent(req, 'issue.pr_unlinked', issue, { payload: { linkId: link.id } }),
      );
    });
  },
};
