import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';

/**
 * A page of a project's or an issue's event stream, newest first by default: the events
 * about the kinds of entity in `readable` (`eventReaders`), and no other.
 */
export async function listEvents(
  db: Conn,
  workspaceId: string,
  scope: { projectId: string } | { issueId: string },
  readable: ReadonlySet<string>,
  list: ListQuery,
) {
  let query = db
    .selectFrom('events as e')
    .where('e.workspaceId', '=', workspaceId)
    .where('e.entityType', '=', sql<string>`ANY (${[...readable]}::text[])`);
  query =
    'issueId' in scope
      ? query.where('e.issueId', '=', scope.issueId)
      : query.where('e.projectId', '=', scope.projectId);
  return fetchPage(
    query,
    (q) =>
      q.select([
        'e.id',
        'e.name',
        'e.actorType',
        'e.actorId',
        'e.entityType',
        'e.entityId',
        'e.projectId',
        'e.issueId',
        'e.changes',
        'e.payload',
        'e.createdAt',
      ]),
    { column: 'e.createdAt', tieBreaker: 'e.id' },
    list,
  );
}
