import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { migrate, migrationContext } from '../../src/db/migrate';
import { suite, appFixture, testConfig } from '../support/context';
import { scratchDatabase } from '../upgrade/release-database';
import { as, eventsOf, givenProject, givenWorkspace } from '../support/factories';

interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, unknown>;
}

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

describe('traces', function () {
  this.timeout(90_000);

  // A database of its own: the shared one may hold other tests' queued jobs, which its
  // worker would have to get through first.
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  before(async () => {
    scratch = await scratchDatabase('traces');
    await migrate(scratch.url, suite.log, migrationContext(testConfig()));
  });
  after(async () => {
    await scratch?.drop();
  });

  it('records the request by operation id, its SQL, the job and the delivery linked to the request', async () => {
    const script = path.resolve(__dirname, 'traced-service.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        LOG_LEVEL: 'silent',
        TRACEPARENT: `00-${CALLER_TRACE}-${CALLER_SPAN}-01`,
      },
      timeout: 80_000,
    });
    const { received, spans } = JSON.parse(stdout.trim().split('\n').pop()!) as {
      received: string[];
      spans: ExportedSpan[];
    };
    expect(received).to.deep.equal(['issue.created']);

    const requestSpan = spans.find((span) => span.name === 'createIssue');
    expect(requestSpan, 'a span named by the operation id').to.not.equal(undefined);
    // The caller's trace continues.
    expect(requestSpan!.traceId).to.equal(CALLER_TRACE);
    expect(requestSpan!.parentSpanId).to.equal(CALLER_SPAN);
    expect(requestSpan!.attributes['http.response.status_code']).to.equal(201);

    const statements = spans.filter(
      (span) => span.traceId === CALLER_TRACE && span.attributes['db.system.name'] === 'postgresql',
    );
    const insert = statements.find((span) =>
      String(span.attributes['db.query.text']).includes('INSERT INTO events'),
    );
    expect(insert, 'the statement recording the event, in the request trace').to.not.equal(
      undefined,
    );

    const job = spans.find((span) => span.name === 'job webhooks:deliver');
    const delivery = spans.find((span) => span.name === 'webhook delivery issue.created');
    expect(job, 'a span for the job').to.not.equal(undefined);
    expect(delivery, 'a span for the delivery').to.not.equal(undefined);
    expect(delivery!.parentSpanId).to.equal(job!.spanId);
    expect(delivery!.traceId).to.equal(job!.traceId);
    expect(delivery!.attributes['http.response.status_code']).to.equal(200);
    expect(
      delivery!.links.map((link) => `${link.traceId}/${link.spanId}`),
      'a link to the request that recorded the event',
    ).to.deep.equal([`${CALLER_TRACE}/${requestSpan!.spanId}`]);
  });

  describe('when tracing is off', () => {
    const fixture = appFixture();

    it('records no span context with events, whatever the caller sends', async () => {
      const workspace = await givenWorkspace();
      const project = await givenProject(fixture.app, workspace);
      const res = await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .set('traceparent', `00-${CALLER_TRACE}-${CALLER_SPAN}-01`)
        .send({ projectId: project.id, title: 'Untraced' })
        .expect(201);
      const events = await eventsOf(res.body.data.id);
      expect(events.length).to.be.above(0);
      const stored = await suite.database.db
        .selectFrom('events')
        .select('traceParent')
        .where(
          'id',
          'in',
          events.map((event) => event.id),
        )
        .execute();
      expect(stored.map((row) => row.traceParent)).to.deep.equal(events.map(() => null));
    });
  });
});
