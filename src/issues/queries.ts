import { newId } from '../db/ids';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Conn, Db } from '../db/database';
import { compiledByShape } from '../db/compiled';
import {
  boundedCount,
  boundedTotal,
  countBound,
  countedPage,
  countTotal,
  fetchPage,
  pageQuery,
  type PageOrder,
} from '../db/paginate';
import { planPerValues } from '../db/prepared';
import type { IssuePriority, IssueStatus } from '../db/schema';
import type { RequestBody, SortColumns } from '../http/operations';
import type { ListQuery } from '../db/paginate';
import { carriesAnyLabel, labelsOfIssue } from '../labels/issues';

/** Statuses that close an issue (`closedAt` set). */
export const CLOSED_STATUSES: IssueStatus[] = ['done', 'cancelled'];

/** What an issue update may change in its row: the document's updateIssue body, labels aside. */
export type IssueFields = Omit<RequestBody<'updateIssue'>, 'labelIds'>;

/** A list's filters; a list of values matches any of them. */
export interface IssueFilters {
  projectId?: string[];
  status?: IssueStatus[];
  priority?: IssuePriority[];
  assigneeId?: string[];
  createdBy?: string[];
  /** A user id: only the issues that user watches. */
  watchedBy?: string;
  sprintId?: string;
  /** An issue id, or null for top-level issues only. */
  parentId?: string | null;
  /** Issues carrying any of these labels. */
  labelIds?: string[];
}

const issueColumns = [
  'i.id',
  'i.projectId',
  // A correlated lookup rather than a join keeps the list's count(*) on `issues` alone.
  sql<string>`(SELECT p.prefix FROM projects p WHERE p.id = i.project_id)`.as('prefix'),
  'i.number',
  'i.title',
  'i.description',
  'i.status',
  'i.priority',
  'i.assigneeId',
  'i.parentId',
  'i.sprintId',
  'i.dueOn',
  'i.estimate',
  'i.createdBy',
  'i.createdAt',
  'i.updatedAt',
  'i.closedAt',
  'i.version',
  labelsOfIssue().as('labels'),
] as const;

function issuesOf(db: Conn, workspaceId: string) {
  return db.selectFrom('issues as i').where('i.workspaceId', '=', workspaceId);
}

/** How a query of `issuesOf` is ordered (`pageQuery`). */
type IssueOrder =
  ReturnType<typeof issuesOf> extends SelectQueryBuilder<infer DB, infer TB, object>
    ? PageOrder<DB, TB>
    : never;

export type IssueRow = NonNullable<Awaited<ReturnType<typeof findIssue>>>;

/**
 * An issue of the workspace, in the given project; `forUpdate` holds its row until the
 * transaction ends (an update checks its version and writes under that lock).
 */
export async function findIssue(
  db: Conn,
  workspaceId: string,
  projectId: string,
  issueId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = issuesOf(db, workspaceId)
    .select(issueColumns)
    .where('i.projectId', '=', projectId)
    .where('i.id', '=', issueId);
  return (options.forUpdate ? query.forNoKeyUpdate('i') : query).executeTakeFirst();
}

const ISSUE_SORT = {
  createdAt: 'i.createdAt',
  updatedAt: 'i.updatedAt',
  number: 'i.number',
  priority: 'i.priority',
  title: 'i.title',
  status: 'i.status',
  dueOn: 'i.dueOn',
  estimate: 'i.estimate',
  rank: 'i.rank',
} as const satisfies SortColumns<'listIssues'>;

/** Sorts where many issues share a value: those go by creation, in the same direction. */
const SHARED_SORTS = new Set(['priority', 'status', 'title', 'dueOn', 'estimate']);

/**
 * A list's order for a sort. Many issues share a priority, a status or a title: those
 * are listed by creation in the same direction (a backlog by priority shows the newest of
 * each priority first), not in the arbitrary order of their random ids. The web client's
 * board places a moved card by the same rule (web/src/board/move.ts).
 */
function issueOrder(
  sortBy: keyof typeof ISSUE_SORT,
  column: IssueOrder['column'] = ISSUE_SORT[sortBy],
): IssueOrder {
  const shared = SHARED_SORTS.has(sortBy);
  return { column, thenBy: shared ? 'i.createdAt' : undefined, tieBreaker: 'i.id' };
}

/** A list request's values: what the compiled page's stand-ins are replaced by. */
interface IssuePageValues extends IssueFilters {
  [name: string]: unknown;
  workspaceId: string;
  limit: number;
  offset: number;
  /** Where the count stops, when the filters leave no maintained count to read. */
  countLimit?: number;
}

/** An issue's key as people write it (`WEB-7`, `web-7`): its project's prefix and its number. */
export function issueKey(search: string): { prefix: string; number: number } | undefined {
  const match = /^\s*([a-z0-9]{1,10})-(\d{1,9})\s*$/i.exec(search);
  if (!match) return undefined;
  return { prefix: match[1]!.toUpperCase(), number: Number(match[2]) };
}

/** Whether the row is the issue the search names by its key (false when it names none). */
function namedByKey(workspaceId: string, search: string): RawBuilder<boolean> {
  const key = issueKey(search);
  if (!key) return sql<boolean>`false`;
  return sql<boolean>`(i.number = ${key.number} AND i.project_id = (
    SELECT p.id FROM projects p WHERE p.workspace_id = ${workspaceId} AND p.prefix = ${key.prefix}))`;
}

/**
 * The issues of the workspace matching the filters and the search, if any: its words in
 * the title or description, or (for a search such as `WEB-7`) the issue with that key.
 */
function filteredIssues(db: Conn, values: IssuePageValues, search?: string) {
  let query = issuesOf(db, values.workspaceId);
  // Each list is one parameter (`= ANY`), so the SQL is the same however many values.
  if (values.projectId)
    query = query.where(sql<boolean>`i.project_id = ANY(${values.projectId}::text[])`);
  if (values.status)
    query = query.where(sql<boolean>`i.status = ANY(${values.status}::issue_status[])`);
  if (values.priority)
    query = query.where(sql<boolean>`i.priority = ANY(${values.priority}::issue_priority[])`);
  if (values.assigneeId)
    query = query.where(sql<boolean>`i.assignee_id = ANY(${values.assigneeId}::text[])`);
  if (values.createdBy)
    query = query.where(sql<boolean>`i.created_by = ANY(${values.createdBy}::text[])`);
  if (values.watchedBy)
    query = query.where(
      sql<boolean>`i.id IN (SELECT w.issue_id FROM issue_watchers w
                            WHERE w.workspace_id = i.workspace_id AND w.user_id = ${values.watchedBy})`,
    );
  if (values.sprintId) query = query.where('i.sprintId', '=', values.sprintId);
  if (values.parentId === null) query = query.where('i.parentId', 'is', null);
  else if (values.parentId) query = query.where('i.parentId', '=', values.parentId);
  if (values.labelIds) query = query.where(carriesAnyLabel(values.labelIds));
  if (search)
    query = query.where(
      sql<boolean>`(i.search @@ websearch_to_tsquery('simple', ${search}) OR ${namedByKey(values.workspaceId, search)})`,
    );
  const { workspaceId: _w, limit: _l, offset: _o, countLimit: _c, ...filters } = values;
  if (search || Object.values(filters).some((value) => value !== undefined)) {
    query = query.modifyEnd(planPerValues);
  }
  return query;
}

/**
 * The total of a list without a search: read from the trigger-kept counts when the
 * filters allow (project and status only), constant time however large the workspace;
 * otherwise its matches counted up to `countLimit`.
 */
function issueTotal(db: Conn, values: IssuePageValues) {
  if (values.countLimit !== undefined) {
    return boundedCount(db, filteredIssues(db, values), values.countLimit);
  }
  let query = db
    .selectFrom('issueCounts as ic')
    .select(sql<number>`coalesce(sum(ic.count), 0)::int`.as('total'))
    .where('ic.workspaceId', '=', values.workspaceId);
  if (values.projectId)
    query = query.where(sql<boolean>`ic.project_id = ANY(${values.projectId}::text[])`);
  if (values.status)
    query = query.where(sql<boolean>`ic.status = ANY(${values.status}::issue_status[])`);
  return query;
}

type IssuePageShape = Pick<ListQuery<'listIssues'>, 'sortBy' | 'sortOrder'>;

// The list's hot path: each shape of the page and of its count is compiled once.
const issuePage = compiledByShape((db, shape: IssuePageShape, values: IssuePageValues) =>
  pageQuery(
    filteredIssues(db, values),
    (q) => q.select(issueColumns),
    issueOrder(shape.sortBy),
    { limit: values.limit, offset: values.offset, sortOrder: shape.sortOrder },
    issueTotal(db, values),
  ),
);
const issueCount = compiledByShape((db, _shape: null, values: IssuePageValues) =>
  issueTotal(db, values),
);

export async function listIssues(
  db: Conn,
  workspaceId: string,
  filters: IssueFilters,
  list: ListQuery<'listIssues'>,
) {
  if (list.search) return searchIssues(db, workspaceId, filters, list);
  const { projectId: _p, status: _s, ...others } = filters;
  // Only project and status have maintained counts; any other filter is counted.
  const bound = Object.values(others).some((value) => value !== undefined)
    ? countBound(list)
    : undefined;
  const values: IssuePageValues = {
    workspaceId,
    ...filters,
    limit: list.limit,
    offset: list.offset,
    countLimit: bound === undefined ? undefined : bound + 1,
  };
  const rows = await issuePage(db, { sortBy: list.sortBy, sortOrder: list.sortOrder }, values);
  return countedPage(rows, list, bound, async () => {
    const [counted] = await issueCount(db, null, values);
    return counted!.total;
  });
}

/**
 * A search is counted first, and the count picks the page's plan. Few matches: read them
 * through the workspace's search index (workspace_id, search) and sort them; walking the
 * workspace newest-first would read every issue to find a rare word. Many: walk
 * newest-first, which meets a page of them almost at once.
 */
async function searchIssues(
  db: Conn,
  workspaceId: string,
  filters: IssueFilters,
  list: ListQuery<'listIssues'>,
) {
  const values = { workspaceId, ...filters, limit: list.limit, offset: list.offset };
  const query = filteredIssues(db, values, list.search);
  const counted = await countTotal(boundedTotal(db, query, list, 'i.createdAt'));
  const column = ISSUE_SORT[list.sortBy];
  return fetchPage(
    query,
    (q) => q.select(issueColumns),
    // coalesce(x, x) sorts as x but matches no index, so the planner cannot walk one.
    {
      // The issue a key names comes first, whatever the sort.
      first: issueKey(list.search!) && namedByKey(workspaceId, list.search!),
      ...issueOrder(
        list.sortBy,
        counted.totalExact ? sql`coalesce(${sql.ref(column)}, ${sql.ref(column)})` : column,
      ),
    },
    list,
    counted,
  );
}

/** A new issue's id, made before its row so its event can be recorded first. */
export const newIssueId = () => newId();

/**
 * The statement that inserts a new issue under the number `checkReferencesTakingNumber`
 * took for it and returns it with its project's prefix; run with its event by
 * `recordCreation`. It inserts nothing when the project is archived: the check ran in a
 * statement of its own, and an archive committed since must not receive the issue. The
 * project row is read `FOR KEY SHARE`, which conflicts with the `FOR UPDATE` every project
 * change takes (`lockProject`): an archive under way is waited for and seen, and one that
 * starts later waits for this issue. It does not conflict with `take_issue_number`'s
 * update, so concurrent creators never queue behind each other's inserts.
 */
export function insertIssue(
  input: IssueFields & {
    id: string;
    workspaceId: string;
    projectId: string;
    number: number;
    title: string;
    createdBy: string | null;
  },
): RawBuilder<IssueRow> {
  const closed = input.status != null && CLOSED_STATUSES.includes(input.status);
  return sql<IssueRow>`
    INSERT INTO issues AS i (id, workspace_id, project_id, number, title, description, status,
                             priority, assignee_id, parent_id, sprint_id, due_on, estimate,
                             created_by, closed_at, rank)
    SELECT ${input.id}, ${input.workspaceId}, ${input.projectId}, ${input.number}, ${input.title},
           ${input.description ?? null}, s.status,
           coalesce(${input.priority ?? null}::issue_priority, 'none'), ${input.assigneeId ?? null},
           ${input.parentId ?? null}, ${input.sprintId ?? null}, ${input.dueOn ?? null}::date,
           ${input.estimate ?? null}::int, ${input.createdBy},
           CASE WHEN ${closed} THEN now() END,
           -- The top of its column. Two creations at once may share a rank: the id orders them.
           coalesce((SELECT min(c.rank) FROM issues c
                     WHERE c.project_id = p.id AND c.status = s.status), 1) - 1
    FROM projects p,
         (SELECT coalesce(${input.status ?? null}::issue_status, 'backlog') AS status) s
    WHERE p.workspace_id = ${input.workspaceId} AND p.id = ${input.projectId}
      AND p.archived_at IS NULL
    FOR KEY SHARE OF p
    RETURNING i.id, i.project_id, (SELECT p.prefix FROM projects p WHERE p.id = i.project_id) AS prefix,
              i.number, i.title, i.description, i.status, i.priority, i.assignee_id, i.parent_id,
              i.sprint_id, i.due_on, i.estimate, i.created_by, i.created_at, i.updated_at,
              i.closed_at, i.version, '[]'::json AS labels
  `;
}

export async function updateIssue(
  db: Conn,
  before: IssueRow,
  workspaceId: string,
  patch: IssueFields,
  labelsChanged = false,
) {
  const closes = patch.status && CLOSED_STATUSES.includes(patch.status);
  const wasClosed = CLOSED_STATUSES.includes(before.status);
  // Nothing to change (a request that set the labels they already had): read it back.
  if (!labelsChanged && Object.values(patch).every((value) => value === undefined))
    return (await findIssue(db, workspaceId, before.projectId, before.id))!;
  await db
    .updateTable('issues')
    .set({
      ...patch,
      // Labels are not a column: the version is raised by hand, once (bump_version keeps
      // a raise of one), and the stamp set, as a change of the row would.
      ...(labelsChanged
        ? { updatedAt: sql<string>`now()`, version: sql<number>`version + 1` }
        : {}),
      ...(patch.status && closes && !wasClosed ? { closedAt: sql<string>`now()` } : {}),
      ...(patch.status && !closes ? { closedAt: null } : {}),
    })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', before.id)
    .execute();
  return (await findIssue(db, workspaceId, before.projectId, before.id))!;
}

/**
 * Unassigns every issue of the workspace assigned to the user, in one statement; returns
 * the issues it unassigned. The workspace is in the WHERE clause: the user's issues in
 * other workspaces keep their assignee.
 */
export async function unassignIssuesOf(db: Conn, workspaceId: string, userId: string) {
  return db
    .updateTable('issues')
    .set({ assigneeId: null })
    .where('workspaceId', '=', workspaceId)
    .where('assigneeId', '=', userId)
    .returning(['id', 'projectId'])
    .execute();
}

export async function deleteIssue(db: Conn, workspaceId: string, issueId: string) {
  await db
    .deleteFrom('issues')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', issueId)
    .execute();
}

/**
 * Holds the project's issue hierarchy until the transaction ends. Parent changes in a
 * project go one at a time through it, so each one's cycle check (`wouldCycle`, run after
 * it) sees the others: two changes checked side by side (A under B, B under A) would each
 * pass and together close a loop.
 */
export async function lockHierarchy(db: Conn, projectId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`issue-hierarchy:${projectId}`}, 0))`.execute(
    db,
  );
}

/** Whether `candidateParentId` is `issueId` itself or one of its descendants. */
export async function wouldCycle(
  db: Conn,
  workspaceId: string,
  issueId: string,
  candidateParentId: string,
) {
  const { rows } = await sql<{ found: boolean }>`
    WITH RECURSIVE ancestors(id, parent_id) AS (
      SELECT id, parent_id FROM issues WHERE id = ${candidateParentId} AND workspace_id = ${workspaceId}
      UNION
      SELECT i.id, i.parent_id FROM issues i JOIN ancestors a ON i.id = a.parent_id
      WHERE i.workspace_id = ${workspaceId}
    )
    SELECT EXISTS (SELECT 1 FROM ancestors WHERE id = ${issueId}) AS found
  `.execute(db);
  return rows[0]!.found;
}

interface IssueReferences {
  assigneeId?: string | null;
  parentId?: string | null;
  sprintId?: string | null;
}

/** Where the project stands (null: none in the workspace, false: archived) and each reference. */
export interface ReferenceChecks {
  project: boolean | null;
  assignee: boolean;
  parent: boolean;
  sprint: boolean;
}

/**
 * The checks, each reference looked up only when given (false otherwise). The statement's
 * text is then one per set of references given, each planned once: with a lookup of NULL
 * in it, every plan made for the values (which drops that lookup) looked cheaper than the
 * generic one, so PostgreSQL planned the statement anew on every run.
 */
function referenceChecks(workspaceId: string, projectId: string, refs: IssueReferences) {
  const lookup = (id: string | null | undefined, exists: (id: string) => RawBuilder<unknown>) =>
    id == null ? sql`false` : exists(id);
  return sql`
    (SELECT archived_at IS NULL FROM projects WHERE workspace_id = ${workspaceId} AND id = ${projectId}) AS project,
    ${lookup(refs.assigneeId, (id) => sql`EXISTS (SELECT 1 FROM workspace_members WHERE workspace_id = ${workspaceId} AND user_id = ${id})`)} AS assignee,
    ${lookup(refs.parentId, (id) => sql`EXISTS (SELECT 1 FROM issues WHERE workspace_id = ${workspaceId} AND project_id = ${projectId} AND id = ${id})`)} AS parent,
    ${lookup(refs.sprintId, (id) => sql`EXISTS (SELECT 1 FROM sprints WHERE workspace_id = ${workspaceId} AND project_id = ${projectId} AND id = ${id})`)} AS sprint
  `;
}

/** Where an issue's project and references stand, in one statement. */
export async function checkReferences(
  db: Conn,
  workspaceId: string,
  projectId: string,
  refs: IssueReferences,
): Promise<ReferenceChecks> {
  const { rows } = await sql<ReferenceChecks>`
    SELECT ${referenceChecks(workspaceId, projectId, refs)}
  `.execute(db);
  return rows[0]!;
}

/**
 * For a new issue: where its project and references stand and, when every one holds,
 * the project's next number (`take_issue_number`), taken and committed by this statement
 * so concurrent creators never queue behind each other's transactions. Run it on the
 * pool, never inside a transaction: the number must not wait for that transaction's end.
 */
export async function checkReferencesTakingNumber(
  db: Db,
  workspaceId: string,
  projectId: string,
  refs: IssueReferences,
): Promise<ReferenceChecks & { number: number | null }> {
  // Only the references given must hold (as in referenceChecks, one text per set given).
  const holds = (given: string | null | undefined, column: string) =>
    given == null ? sql`` : sql` AND c.${sql.raw(column)}`;
  const { rows } = await sql<ReferenceChecks & { number: number | null }>`
    SELECT c.*,
           CASE WHEN c.project${holds(refs.assigneeId, 'assignee')}${holds(refs.parentId, 'parent')}${holds(refs.sprintId, 'sprint')}
                THEN take_issue_number(${workspaceId}, ${projectId}) END AS number
    FROM (SELECT ${referenceChecks(workspaceId, projectId, refs)}) c
  `.execute(db);
  return rows[0]!;
}

/** Whether the user watches the issue. */
export async function isWatching(db: Conn, workspaceId: string, issueId: string, userId: string) {
  const row = await db
    .selectFrom('issueWatchers')
    .select('issueId')
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setWatching(
  db: Conn,
  workspaceId: string,
  issueId: string,
  userId: string,
  watching: boolean,
) {
  if (watching) {
    const inserted = await db
      .insertInto('issueWatchers')
      .values({ workspaceId, issueId, userId })
      .onConflict((oc) => oc.doNothing())
      .returning('issueId')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const deleted = await db
    .deleteFrom('issueWatchers')
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId)
    .where('userId', '=', userId)
    .returning('issueId')
    .executeTakeFirst();
  return deleted !== undefined;
}
