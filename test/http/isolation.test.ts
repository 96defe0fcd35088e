import { expect } from 'chai';
import request from 'supertest';
import { loadSpec } from '../../src/http/spec';
import { appFixture, FIRST_PARTY } from '../support/context';
import { givenWorkspace, type TestWorkspace } from '../support/factories';
import { WEBHOOK_ENV } from '../support/webhooks';
import { givenOneOfEach, snapshot, validBody } from '../support/world';

/**
 * Every operation under /workspaces/{workspaceId}, called by the owner of workspace A
 * with the ids of workspace B's entities and a body it would accept, must answer exactly
 * 404 and change nothing: each query is scoped by workspace in SQL, and validation never
 * stands in for the lookup. Walks the document, so a new route is covered at once.
 */
describe('tenant isolation of every workspace route', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const { operations, document } = loadSpec();
  let mine: TestWorkspace;
  let theirs: TestWorkspace;
  const ids: Record<string, string> = {};

  before(async () => {
    mine = await givenWorkspace();
    theirs = await givenWorkspace();
    Object.assign(ids, await givenOneOfEach(fixture.app, theirs));
  });

  const scoped = operations.filter(
    (op) => op.path.includes('{workspaceId}') && /\{(?!workspaceId)\w+\}/.test(op.path),
  );
  for (const operation of scoped) {
    it(`${operation.method.toUpperCase()} ${operation.path} answers 404 for another workspace's ids`, async () => {
      const path = operation.routePath
        .replace(':workspaceId', mine.id)
        .replace(/:(\w+)/g, (_m, name: string) => {
          if (!ids[name]) throw new Error(`no seeded id for ${name}`);
          return ids[name]!;
        });
      const before = await snapshot(theirs.id);
      const body = validBody(document, operation, ids);
      const client = request(fixture.server);
      const res = await client[operation.method](path)
        .set('Cookie', mine.owner.cookie)
        .set('Origin', FIRST_PARTY)
        .send(body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).to.equal(
        404,
      );
      expect(await snapshot(theirs.id)).to.deep.equal(before);
    });
  }

  it('answers 404 to a non-member on every workspace route', async () => {
    for (const operation of operations.filter((op) => op.path.includes('{workspaceId}'))) {
      const path = operation.routePath
        .replace(':workspaceId', theirs.id)
        .replace(/:(\w+)/g, (_m, n: string) => ids[n]!);
      const client = request(fixture.server);
      const res = await client[operation.method](path)
        .set('Cookie', mine.owner.cookie)
        .set('Origin', FIRST_PARTY)
        .send(validBody(document, operation, ids));
      expect(res.status, `${operation.id}`).to.equal(404);
    }
  });
});
