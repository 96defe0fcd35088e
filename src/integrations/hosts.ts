/** The code hosts of a workspace's connections, where pull requests may be linked by hand. */
import type { Conn } from '../db/database';
import type { IntegrationProvider } from '../db/schema';

export async function codeHostsOf(
  db: Conn,
  workspaceId: string,
): Promise<{ provider: IntegrationProvider; baseUrl: string }[]> {
  return db
    .selectFrom('integrations')
    .select(['provider', 'baseUrl'])
    .where('workspaceId', '=', workspaceId)
    .execute();
}
