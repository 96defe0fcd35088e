import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';
import type { SprintState } from '../db/schema';
import type { RequestBody, SortColumns } from '../http/operations';

const sprintColumns = [
  's.id',
  's.projectId',
  's.name',
  's.goal',
  's.startsOn',
  's.endsOn',
  's.state',
  's.createdAt',
  's.updatedAt',
  's.version',
] as const;

/** What a sprint update may change: the document's updateSprint body. */
export type SprintFields = RequestBody<'updateSprint'>;

/** A sprint of the project; `forUpdate` holds its row until the transaction ends. */
export async function findSprint(
  db: Conn,
  workspaceId: string,
  projectId: string,
  sprintId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .selectFrom('sprints as s')
    .select(sprintColumns)
    .where('s.workspaceId', '=', workspaceId)
    .where('s.projectId', '=', projectId)
    .where('s.id', '=', sprintId);
  return (options.forUpdate ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export async function insertSprint(
  db: Conn,
  input: SprintFields & { workspaceId: string; projectId: string; name: string },
) {
  const id = newId();
  await db
    .insertInto('sprints')
    .values({ id, ...input })
    .execute();
  return (await findSprint(db, input.workspaceId, input.projectId, id))!;
}

const SPRINT_SORT = {
  createdAt: 's.createdAt',
  updatedAt: 's.updatedAt',
  startsOn: 's.startsOn',
  name: 's.name',
} as const satisfies SortColumns<'listSprints'>;

export async function listSprints(
  db: Conn,
  workspaceId: string,
  projectId: string,
  list: ListQuery<'listSprints'>,
  state: SprintState | undefined,
) {
  let query = db
    .selectFrom('sprints as s')
    .where('s.workspaceId', '=', workspaceId)
    .where('s.projectId', '=', projectId);
  if (state) query = query.where('s.state', '=', state);
  return fetchPage(
    query,
    (q) => q.select(sprintColumns),
    { column: SPRINT_SORT[list.sortBy], tieBreaker: 's.id' },
    list,
  );
}

export async function updateSprint(
  db: Conn,
  workspaceId: string,
  projectId: string,
  sprintId: string,
  patch: SprintFields,
) {
  await db
    .updateTable('sprints')
    .set(patch)
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .where('id', '=', sprintId)
    .execute();
  return (await findSprint(db, workspaceId, projectId, sprintId))!;
}

export async function deleteSprint(
  db: Conn,
  workspaceId: string,
  projectId: string,
  sprintId: string,
) {
  await db
    .deleteFrom('sprints')
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .where('id', '=', sprintId)
    .execute();
}
