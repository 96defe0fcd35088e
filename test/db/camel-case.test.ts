import { expect } from 'chai';
import { sql } from 'kysely';
import { suite } from '../support/context';

describe('rows read in camelCase', () => {
  it('renames columns and the keys of JSON objects, and passes arrays of plain values as they are', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT 1 AS plain_value,
             ARRAY['read:issues', 'write:issues'] AS token_scopes,
             '[]'::json AS no_labels,
             json_build_array(json_build_object('label_id', 'l1', 'nested_list', json_build_array(1, 2))) AS some_labels,
             json_build_object('max_requests', 5, 'inner_object', json_build_object('retry_after_ms', 10)) AS a_window
    `.execute(suite.database.db);
    expect(rows[0]).to.deep.equal({
      plainValue: 1,
      tokenScopes: ['read:issues', 'write:issues'],
      noLabels: [],
      someLabels: [{ labelId: 'l1', nestedList: [1, 2] }],
      aWindow: { maxRequests: 5, innerObject: { retryAfterMs: 10 } },
    });
  });
});
