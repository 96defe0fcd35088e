import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Issue search indexed per workspace. The GIN index on `search` alone held every
// workspace's words together: a search in a workspace of 10,000 issues for a word
// common in another workspace of a million read that word's whole posting list (700,000
// rows, ~110 ms) to keep its own few. btree_gin lets one GIN index carry
// (workspace_id, search), so a search reads only its own workspace's entries.
// btree_gin ships with PostgreSQL and is a trusted extension: the database's owner may
// create it. Building the index locks issue writes for as long as it takes (about 25 s
// per million issues on a small machine).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX issues_workspace_search_idx ON issues USING gin (workspace_id, search);
    DROP INDEX issues_search_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX issues_search_idx ON issues USING gin (search);
    DROP INDEX issues_workspace_search_idx;
  `.execute(db);
}
