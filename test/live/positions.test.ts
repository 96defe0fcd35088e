import { expect } from 'chai';
import { sql } from 'kysely';
import type { Conn } from '../../src/db/database';
import { recordEvent } from '../../src/events/record';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { waitFor } from '../support/receiver';
import { liveService, openStream } from './support';

describe('live stream positions', () => {
  describe('GET …/events/position', () => {
    const fixture = appFixture();

    const positionOf = async (workspace: TestWorkspace) =>
      (
        await as(fixture.app, workspace.owner)
          .get(`/api/workspaces/${workspace.id}/events/position`)
          .expect(200)
      ).body.data.position as string;

    const createIssue = (workspace: TestWorkspace, projectId: string) =>
      as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .send({ projectId, title: 'Elsewhere' })
        .expect(201);

    it("does not move for another workspace's events, and moves by one for each of its own", async () => {
      const ours = await givenWorkspace();
      const theirs = await givenWorkspace();
      const ourProject = await givenProject(fixture.app, ours);
      const theirProject = await givenProject(fixture.app, theirs);
      const before = await positionOf(ours);
      for (let i = 0; i < 3; i++) await createIssue(theirs, theirProject.id);
      expect(await positionOf(ours)).to.equal(before);

      await createIssue(ours, ourProject.id);
      const after = await positionOf(ours);
      expect(after).not.to.equal(before);
      // Three more elsewhere still leave it where it is.
      for (let i = 0; i < 3; i++) await createIssue(theirs, theirProject.id);
      expect(await positionOf(ours)).to.equal(after);
    });

    it('needs a read scope, as the stream does: a write-only token gets 403', async () => {
      const workspace = await givenWorkspace();
      const writeOnly = await givenPat(fixture.app, workspace, ['write:issues']);
      const refused = await bearer(fixture.app, writeOnly.token)
        .get(`/api/workspaces/${workspace.id}/events/position`)
        .expect(403);
      expect(refused.body.message).to.match(/read scope/);
      const reader = await givenPat(fixture.app, workspace, ['read:comments']);
      await bearer(fixture.app, reader.token)
        .get(`/api/workspaces/${workspace.id}/events/position`)
        .expect(200);
    });
  });

  describe('numbering', () => {
    const recordIn = (trx: Conn, workspaceId: string, entityId: string) =>
      recordEvent(
        trx,
        {
          workspaceId,
          name: 'member.added',
          actor: { kind: 'anonymous' },
          entityType: 'test',
          entityId,
          payload: { userId: entityId },
        },
        [],
      );
    const positionsOf = async (ids: string[]) => {
      const rows = await suite.database.db
        .selectFrom('events')
        .select(['id', 'position'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, BigInt(row.position)]));
    };

    it("numbers events in commit order, and no writer waits for another's open transaction", async () => {
      const workspace = await givenWorkspace();
      const db = suite.database.db;
      let recorded!: () => void;
      const firstRecorded = new Promise<void>((resolve) => (recorded = resolve));
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      // The first transaction records its event, then stays open.
      const first = db.transaction().execute(async (trx) => {
        const id = await recordIn(trx, workspace.id, 'first');
        recorded();
        await mayCommit;
        return id;
      });
      await firstRecorded;
      let second: string;
      try {
        // A second writer of the same workspace records and commits meanwhile; waiting for
        // the first's lock would fail here instead of hanging.
        second = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL lock_timeout = '5s'`.execute(trx);
          return recordIn(trx, workspace.id, 'second');
        });
        // A third rolls back: it takes no number.
        await db
          .transaction()
          .execute(async (trx) => {
            await recordIn(trx, workspace.id, 'rolled back');
            throw new Error('roll back');
          })
          .catch(() => undefined);
      } finally {
        commit();
      }
      const firstId = await first;
      const positions = await positionsOf([firstId, second]);
      expect(positions.get(firstId)! - positions.get(second)!).to.equal(1n);
    });
  });

  describe('on the stream', function () {
    this.timeout(60_000);

    it('resumes exactly after a position, whatever other workspaces did meanwhile', async () => {
      const service = await liveService();
      try {
        const ours = await givenWorkspace();
        const theirs = await givenWorkspace();
        const ourProject = await givenProject(service.app, ours);
        const theirProject = await givenProject(service.app, theirs);
        const create = (workspace: TestWorkspace, projectId: string, title: string) =>
          as(service.app, workspace.owner)
            .post(`/api/workspaces/${workspace.id}/issues`)
            .send({ projectId, title })
            .expect(201);
        const { position } = (
          await as(service.app, ours.owner)
            .get(`/api/workspaces/${ours.id}/events/position`)
            .expect(200)
        ).body.data;
        for (let i = 0; i < 3; i++) await create(theirs, theirProject.id, `Theirs ${i}`);
        const mine = [];
        for (let i = 0; i < 2; i++)
          mine.push((await create(ours, ourProject.id, `Ours ${i}`)).body.data.id);

        const stream = await openStream(
          service.baseUrl,
          ours.id,
          { cookie: ours.owner.cookie },
          {
            lastEventId: position,
          },
        );
        try {
          await waitFor(() => stream.changes().length >= 2, 10_000, 'the two changes');
          expect(stream.messages[0]!.event).to.equal('ready');
          expect(stream.changes().map((m) => JSON.parse(m.data).payload.issueId)).to.deep.equal(
            mine,
          );
          // Consecutive in this workspace's own count: nothing of theirs in between.
          const ids = stream.changes().map((m) => BigInt(m.id!));
          expect(ids[1]! - ids[0]!).to.equal(1n);
        } finally {
          stream.close();
        }

        // A position in the form used before positions were per workspace: a reset.
        const former = await openStream(
          service.baseUrl,
          ours.id,
          { cookie: ours.owner.cookie },
          {
            lastEventId: '48213-0',
          },
        );
        try {
          await waitFor(() => former.messages.length > 0, 10_000, 'the first message');
          expect(former.messages[0]!.event).to.equal('reset');
          expect(JSON.parse(former.messages[0]!.data).reason).to.equal('unknown-position');
        } finally {
          former.close();
        }
      } finally {
        await service.close();
      }
    });

    it('replays in position order past a power of ten: 9 before 10', async () => {
      const service = await liveService();
      try {
        const ours = await givenWorkspace();
        const project = await givenProject(service.app, ours);
        for (let i = 0; i < 12; i++) {
          await as(service.app, ours.owner)
            .post(`/api/workspaces/${ours.id}/issues`)
            .send({ projectId: project.id, title: `Issue ${i}` })
            .expect(201);
        }
        const { position } = (
          await as(service.app, ours.owner)
            .get(`/api/workspaces/${ours.id}/events/position`)
            .expect(200)
        ).body.data;
        expect(Number(position)).to.be.greaterThan(10);
        // From the very start: one page holding both one-digit and two-digit positions.
        const stream = await openStream(
          service.baseUrl,
          ours.id,
          { cookie: ours.owner.cookie },
          { after: '0' },
        );
        try {
          await waitFor(
            () => stream.changes().some((m) => m.id === position),
            10_000,
            'the change at the position',
          );
          const ids = stream.changes().map((m) => Number(m.id));
          expect(ids).to.deep.equal(ids.map((_, i) => i + 1));
        } finally {
          stream.close();
        }
      } finally {
        await service.close();
      }
    });
  });
});
