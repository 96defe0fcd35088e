import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  givenMember,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';

describe('imports: refusals', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string };
  const imports = () => `/api/workspaces/${workspace.id}/imports`;
  const owner = () => as(fixture.app, workspace.owner);
  const importRows = () =>
    suite.database.db
      .selectFrom('imports')
      .select('id')
      .where('workspaceId', '=', workspace.id)
      .execute();

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  async function refused(format: string, content: string, pattern: RegExp, field = 'content') {
    const res = await owner().post(imports()).send({ projectId: project.id, format, content });
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    expect(res.body.error.details[field].join(' ')).to.match(pattern);
  }

  it('refuses an export it cannot read with 400 naming the line or field, writing nothing', async () => {
    await refused('jira-csv', 'Summary,Issue key\n"Unclosed,ACME-1\nnext,ACME-2\n', /line \d+/);
    await refused(
      'jira-csv',
      'Title,Key\nA,ACME-1\n',
      /line 1: the header lacks the columns "Summary", "Issue key"/,
    );
    await refused('linear-csv', '{"not": "csv"}\n', /is not readable CSV at line 1/);
    await refused(
      'linear-csv',
      'Identifier,Name\nENG-1,x\n',
      /line 1: the header lacks the columns "ID", "Title"/,
    );
    await refused(
      'github-json',
      '[\n  {"number": 1,\n  "title": "x"\n',
      /is not readable JSON: line \d+/,
    );
    await refused('github-json', '{"number": 1}', /must be a JSON array/);
    await refused('github-json', '[]', /holds no issues/);
    await refused('trello-json', '[]', /must be one of/, 'format');
    expect(await importRows()).to.deep.equal([]);
  });

  it('refuses a project of another workspace, and an archived one', async () => {
    const elsewhere = await givenWorkspace();
    const foreign = await givenProject(fixture.app, elsewhere);
    const res = await owner().post(imports()).send({
      projectId: foreign.id,
      format: 'jira-csv',
      content: 'Summary,Issue key\nA,ACME-1\n',
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.have.property('projectId');
    await owner().post(`/api/workspaces/${workspace.id}/projects/${project.id}/archive`).send({});
    const archived = await owner().post(imports()).send({
      projectId: project.id,
      format: 'jira-csv',
      content: 'Summary,Issue key\nA,ACME-1\n',
    });
    expect(archived.status).to.equal(409);
    expect(await importRows()).to.deep.equal([]);
  });

  it('lets admins and owners import, with a session or a write:issues token, and no one else', async () => {
    const body = {
      projectId: project.id,
      format: 'jira-csv',
      content: 'Summary,Issue key\nA,ACME-1\n',
      dryRun: true,
    };
    const member = await givenMember(workspace, 'member');
    expect((await as(fixture.app, member).post(imports()).send(body)).status).to.equal(403);
    const admin = await givenMember(workspace, 'admin');
    const started = await as(fixture.app, admin).post(imports()).send(body);
    expect(started.status).to.equal(202);
    const reader = await givenPat(fixture.app, workspace, ['read:issues']);
    expect((await bearer(fixture.app, reader.token).post(imports()).send(body)).status).to.equal(
      403,
    );
    const writer = await givenPat(fixture.app, workspace, ['write:issues']);
    expect((await bearer(fixture.app, writer.token).post(imports()).send(body)).status).to.equal(
      202,
    );
    // read:issues follows it.
    const seen = await bearer(fixture.app, reader.token).get(
      `${imports()}/${started.body.data.id}`,
    );
    expect(seen.status).to.equal(200);
    // Another workspace's import is not found.
    const elsewhere = await givenWorkspace();
    const hidden = await as(fixture.app, elsewhere.owner).get(
      `/api/workspaces/${elsewhere.id}/imports/${started.body.data.id}`,
    );
    expect(hidden.status).to.equal(404);
  });

  it('takes an export above the service-wide body limit, up to 10 MiB', async () => {
    // Rows of more than 1 MiB: more than MAX_BODY_BYTES (1 MiB), within the export's own limit.
    const rows = Array.from(
      { length: 30_000 },
      (_, i) => `Issue number ${i} with some words,ACME-${i + 1}`,
    );
    const content = `Summary,Issue key\n${rows.join('\n')}\n`;
    expect(content.length).to.be.greaterThan(1024 * 1024);
    const res = await owner()
      .post(imports())
      .send({ projectId: project.id, format: 'jira-csv', content, dryRun: true });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).to.equal(202);
    expect(res.body.data.counts.total).to.equal(30_000);
    const tooBig = await owner()
      .post(imports())
      .send({
        projectId: project.id,
        format: 'jira-csv',
        content: 'x'.repeat(10 * 1024 * 1024 + 1),
      });
    expect(tooBig.status).to.equal(400);
    expect(tooBig.body.error.details).to.have.property('content');
  });
});
