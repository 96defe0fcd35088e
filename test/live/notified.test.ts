import { expect } from 'chai';
import { sql } from 'kysely';
import { suite } from '../support/context';
import { as, givenProject, givenWorkspace, type TestWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { EVENTS_CHANNEL } from '../../src/live/listener';
import { liveService, openStream, type OpenStream } from './support';

/**
 * The rows an events notification carries (migration 20261129_0500): passed on without a
 * read when they follow what the feed passed on last, read otherwise.
 */
describe('live streams: rows carried by the notification', function () {
  this.timeout(60_000);
  const streams: OpenStream[] = [];
  let service: Awaited<ReturnType<typeof liveService>> | undefined;

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await service?.close();
    service = undefined;
  });

  const live = async (workspace: TestWorkspace, options = {}) => {
    const stream = await openStream(
      service!.baseUrl,
      workspace.id,
      { cookie: workspace.owner.cookie },
      options,
    );
    streams.push(stream);
    await waitFor(() => stream.messages.length > 0, 10_000, 'the ready message');
    expect(stream.messages[0]!.event).to.equal('ready');
    return { stream, position: BigInt(stream.messages[0]!.id!) };
  };

  const createIssue = async (workspace: TestWorkspace, projectId: string) => {
    const res = await as(service!.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId, title: 'A change' })
      .expect(201);
    return res.body.data.id as string;
  };

  /** A notification as the trigger sends it, for a row that no table holds. */
  const notifyRow = (workspace: TestWorkspace, position: bigint, eventId: string) => {
    const row = [
      position.toString(),
      eventId,
      'issue.updated',
      { issueId: 'nowhere' },
      '2026-11-29T00:00:00.000Z',
    ];
    return sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`${workspace.id} ${JSON.stringify([row])}`})`.execute(
      suite.database.db,
    );
  };

  it('passes on the rows right after the head as the notification carries them, without a read', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const { stream, position } = await live(workspace);

    // No table holds this row: only the notification can bring it.
    await notifyRow(workspace, position + 1n, 'evt_carried');
    const message = await waitFor(
      () => stream.changes().find((m) => m.event === 'issue.updated'),
      10_000,
      'the carried row',
    );
    expect(message.id).to.equal((position + 1n).toString());
    expect(JSON.parse(message.data)).to.deep.include({
      eventId: 'evt_carried',
      workspaceId: workspace.id,
      payload: { issueId: 'nowhere' },
      timestamp: '2026-11-29T00:00:00.000Z',
    });
  });

  it('reads instead when the notified rows do not follow the head, passing on only stored rows', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const { stream, position } = await live(workspace);

    // A row one past the next: something in between was missed, so the feed reads.
    await notifyRow(workspace, position + 2n, 'evt_after_a_gap');
    const issueId = await createIssue(workspace, project.id);
    await waitFor(
      () => stream.changes().some((m) => m.event === 'issue.created'),
      10_000,
      'the stored change',
    );
    const changes = stream.changes();
    expect(changes.map((m) => m.id)).to.deep.equal([(position + 1n).toString()]);
    expect(JSON.parse(changes[0]!.data).payload.issueId).to.equal(issueId);
  });

  it('sends a carried change in the very bytes a replay reads from the table', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const { stream, position } = await live(workspace);

    await createIssue(workspace, project.id);
    const carried = await waitFor(
      () => stream.changes().find((m) => m.event === 'issue.created'),
      10_000,
      'the live change',
    );
    const { stream: replay } = await live(workspace, { after: position.toString() });
    const read = await waitFor(
      () => replay.changes().find((m) => m.event === 'issue.created'),
      10_000,
      'the replayed change',
    );
    expect(read.id).to.equal(carried.id);
    expect(read.data).to.equal(carried.data);
  });

  it('passes on every event of a statement of many, and reads one past 8000 bytes', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const { stream, position } = await live(workspace);
    const insert = (count: number, padding: number) =>
      sql`
        INSERT INTO events (id, workspace_id, name, actor_type, entity_type, entity_id, payload)
        SELECT 'evt_' || ${workspace.id} || '_' || ${count} || '_' || n,
               ${workspace.id}, 'issue.updated', 'system', 'issue', 'iss_' || n,
               jsonb_build_object('issueId', 'iss_' || n, 'note', repeat('x', ${padding}))
        FROM generate_series(1, ${count}) n
      `.execute(suite.database.db);

    await insert(40, 0);
    await insert(1, 9000);
    await waitFor(() => stream.changes().length === 41, 10_000, 'all 41 rows');
    const ids = stream.changes().map((m) => BigInt(m.id!));
    expect(ids).to.deep.equal(ids.map((_, i) => position + BigInt(i) + 1n));
    expect(JSON.parse(stream.changes()[40]!.data).payload.note).to.have.length(9000);
  });
});
