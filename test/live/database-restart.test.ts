import { expect } from 'chai';
import { startOwnedPostgres } from '../support/owned-postgres';
import { waitFor } from '../support/receiver';
import { call, givenWorkspace, openStream, startApi, type OpenStream } from './support';

const issueIdOf = (message: { data: string }) => JSON.parse(message.data).payload?.issueId;

describe('live updates across a database restart', () => {
  it('delivers every change committed after the restart to the streams open before it', async function () {
    this.timeout(180_000);
    const database = await startOwnedPostgres('live-restart');
    const api = await startApi(database.url).catch(async (error) => {
      await database.destroy();
      throw error;
    });
    const streams: OpenStream[] = [];
    try {
      const ws = await givenWorkspace(api.baseUrl);
      const { owner, workspaceId, base, projectId } = ws;
      // Two streams: one from now, one resuming from the position read before the restart.
      const { position } = await call(api.baseUrl, 'GET', `${base}/events/position`, owner.session);
      streams.push(await openStream(api.baseUrl, workspaceId, owner.session));
      await waitFor(() => streams[0]!.messages.length > 0, 10_000, 'the stream to start');

      await database.stop();
      await database.start();

      // Changes as soon as the service answers again; only acknowledged ones must arrive.
      const acknowledged: string[] = [];
      await waitFor(
        async () => {
          try {
            const issue = await call(api.baseUrl, 'POST', `${base}/issues`, owner.session, {
              projectId,
              title: `After the restart ${acknowledged.length}`,
            });
            acknowledged.push(issue.id);
          } catch {
            // 503 while the pool reconnects.
          }
          return acknowledged.length >= 10;
        },
        60_000,
        'ten changes acknowledged after the restart',
      );
      streams.push(await openStream(api.baseUrl, workspaceId, owner.session, { after: position }));

      for (const stream of streams) {
        await waitFor(
          () => acknowledged.every((id) => stream.changes().some((m) => issueIdOf(m) === id)),
          30_000,
          'every acknowledged change on the stream',
        );
        const seen = stream.changes().map(issueIdOf);
        expect(new Set(seen).size, 'no change twice').to.equal(seen.length);
      }
      expect(streams[0]!.isEnded(), 'the stream stayed open through the restart').to.equal(false);
    } finally {
      for (const stream of streams) stream.close();
      await api.stop();
      await database.destroy();
    }
  });
});
