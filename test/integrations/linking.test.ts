import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import {
  as,
  eventsOf,
  givenIssueIn,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { workerFixture } from '../support/webhooks';
import {
  deliver,
  givenIntegration,
  githubPullRequest,
  githubPullRequestExamples,
  giteaPullRequest,
  settled,
  type TestIntegration,
} from './code-host';

describe('pull requests linked by code-host webhooks', () => {
  const fixture = appFixture();
  workerFixture();
  let workspace: TestWorkspace;
  let project: { id: string; prefix: string };
  let integration: TestIntegration;

  const issuePath = (issueId: string) =>
    `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issueId}`;
  const linksOf = async (issueId: string) =>
    (
      await as(fixture.app, workspace.owner)
        .get(`${issuePath(issueId)}/pull-requests`)
        .expect(200)
    ).body.data.items as { url: string; status: string; provider: string; integrationId: string }[];
  const statusOf = async (issueId: string) =>
    (await as(fixture.app, workspace.owner).get(issuePath(issueId)).expect(200)).body.data.status;
  /** Sends the deliveries one after another and waits until the worker has done them all. */
  const send = async (...bodies: object[]) => {
    for (const body of bodies) {
      const res = await deliver(fixture.app, integration, { body });
      expect(res.status).to.equal(202);
    }
    return settled(integration.id);
  };

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
    integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
  });

  it('links an opened pull request to the issues its title, body and branch name', async () => {
    const [a, b, c] = [
      await givenIssueIn(fixture.app, workspace, project.id),
      await givenIssueIn(fixture.app, workspace, project.id),
      await givenIssueIn(fixture.app, workspace, project.id),
    ];
    const p = project.prefix.toLowerCase();
    const [delivery] = await send(
      githubPullRequest('opened', {
        number: 7,
        title: `${project.prefix}-${a!.number}: tidy`,
        body: `Touches ${p}-${b!.number}, not X${project.prefix}-${c!.number}.`,
        branch: `feature/${project.prefix}-${c!.number}-x`,
      }),
    );
    expect(delivery!.outcome).to.equal('processed');
    for (const issue of [a!, b!, c!]) {
      const links = await linksOf(issue.id);
      expect(links).to.have.length(1);
      expect(links[0]).to.include({
        url: 'https://github.com/Codertocat/Hello-World/pull/7',
        provider: 'github',
        status: 'open',
        integrationId: integration.id,
      });
      const events = await eventsOf(issue.id);
      const linked = events.find((e) => e.name === 'issue.pr_linked')!;
      expect(linked).to.include({ actorType: 'integration', actorId: integration.id });
    }
    const activity = await as(fixture.app, workspace.owner)
      .get(`${issuePath(a!.id)}/activity`)
      .expect(200);
    expect(activity.body.data.items[0]).to.include({
      name: 'issue.pr_linked',
      actorType: 'integration',
    });
  });

  it('links nothing for a key of another workspace, and says so', async () => {
    const other = await givenWorkspace();
    const theirs = await givenProject(fixture.app, other);
    const issue = await givenIssueIn(fixture.app, other, theirs.id);
    const [delivery] = await send(
      githubPullRequest('opened', { number: 8, title: `${theirs.prefix}-${issue.number}` }),
    );
    expect(delivery!.detail).to.equal(
      'No issue of this workspace is named in the title, body or branch',
    );
    const links = await suite.database.db
      .selectFrom('pullRequestLinks')
      .select('id')
      .where('issueId', '=', issue.id)
      .execute();
    expect(links).to.deep.equal([]);
  });

  it('links nothing in another workspace whose project has the same prefix', async () => {
    const ours = await givenIssueIn(fixture.app, workspace, project.id);
    const other = await givenWorkspace();
    const theirs = await givenProject(fixture.app, other, { prefix: project.prefix });
    const twin = await givenIssueIn(fixture.app, other, theirs.id);
    const beyond = await givenIssueIn(fixture.app, other, theirs.id);
    expect(twin.number).to.equal(ours.number);
    const [delivery] = await send(
      githubPullRequest('opened', {
        number: 14,
        title: `Fixes ${project.prefix}-${ours.number} and ${project.prefix}-${beyond.number}`,
      }),
    );
    expect(delivery!.detail).to.equal(`Linked ${project.prefix}-${ours.number}`);
    const theirLinks = await suite.database.db
      .selectFrom('pullRequestLinks')
      .select('id')
      .where('workspaceId', '=', other.id)
      .execute();
    expect(theirLinks).to.deep.equal([]);
    expect(await linksOf(ours.id)).to.have.length(1);
  });

  it('keeps the state current: synchronize, draft, ready, closed, reopened', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const pr = { number: 9, title: `Refs ${project.prefix}-${issue.number}` };
    const states: string[] = [];
    for (const [action, changes] of [
      ['opened', { draft: true }],
      ['ready_for_review', {}],
      ['synchronize', {}],
      ['converted_to_draft', { draft: true }],
      ['closed', { state: 'closed' }],
      ['reopened', {}],
      ['synchronize', {}],
    ] as const) {
      await send(githubPullRequest(action, pr, changes));
      states.push((await linksOf(issue.id))[0]!.status);
    }
    expect(states).to.deep.equal([
      'draft',
      'open',
      'open',
      'draft',
      'closed',
      'reopened',
      'reopened',
    ]);
    const changes = (await eventsOf(issue.id))
      .filter((e) => e.name === 'issue.pr_status_changed')
      .map((e) => e.changes.status!.new);
    expect(changes).to.deep.equal(['open', 'draft', 'closed', 'reopened']);
    expect(await statusOf(issue.id)).to.equal('backlog');
  });

  it('moves an issue to done when a pull request with a closing word merges into the default branch', async () => {
    const fixed = await givenIssueIn(fixture.app, workspace, project.id);
    const mentioned = await givenIssueIn(fixture.app, workspace, project.id);
    const pr = {
      number: 10,
      title: `Fixes ${project.prefix}-${fixed.number}`,
      body: `See ${project.prefix}-${mentioned.number}`,
    };
    await send(
      githubPullRequest('opened', pr),
      githubPullRequest('closed', pr, { state: 'closed', merged: true }),
    );
    expect(await statusOf(fixed.id)).to.equal('done');
    expect(await statusOf(mentioned.id)).to.equal('backlog');
    expect((await linksOf(mentioned.id))[0]!.status).to.equal('merged');
    const updated = (await eventsOf(fixed.id)).find((e) => e.name === 'issue.updated')!;
    expect(updated).to.include({ actorType: 'integration', actorId: integration.id });
    expect(updated.changes).to.deep.include({ status: { old: 'backlog', new: 'done' } });
  });

  it('does not move the issue when the pull request merges into another branch', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const pr = { number: 11, title: `closes: ${project.prefix}-${issue.number}`, base: 'release' };
    await send(githubPullRequest('closed', pr, { state: 'closed', merged: true }));
    expect((await linksOf(issue.id))[0]!.status).to.equal('merged');
    expect(await statusOf(issue.id)).to.equal('backlog');
  });

  it('does not move the issue when a pull request with a closing word is closed unmerged', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const pr = { number: 12, title: `Resolves ${project.prefix}-${issue.number}` };
    await send(githubPullRequest('closed', pr, { state: 'closed' }));
    expect((await linksOf(issue.id))[0]!.status).to.equal('closed');
    expect(await statusOf(issue.id)).to.equal('backlog');
  });

  it("moves issues by the project's rules only once they are set", async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const pr = { number: 13, title: `${project.prefix}-${issue.number}` };
    await send(githubPullRequest('opened', pr));
    expect(await statusOf(issue.id)).to.equal('backlog');
    const rules = `/api/workspaces/${workspace.id}/projects/${project.id}/pull-request-rules`;
    const before = await as(fixture.app, workspace.owner).get(rules).expect(200);
    expect(before.body.data).to.deep.include({ opened: null, merged: null });
    await as(fixture.app, workspace.owner)
      .put(rules)
      .send({
        opened: 'in_review',
        ready_for_review: 'in_review',
        converted_to_draft: 'in_progress',
      })
      .expect(200);
    await send(githubPullRequest('converted_to_draft', pr, { draft: true }));
    expect(await statusOf(issue.id)).to.equal('in_progress');
    await send(githubPullRequest('ready_for_review', pr));
    expect(await statusOf(issue.id)).to.equal('in_review');

    const next = await givenIssueIn(fixture.app, workspace, project.id);
    await send(
      githubPullRequest('opened', { number: 15, title: `${project.prefix}-${next.number}` }),
    );
    expect(await statusOf(next.id)).to.equal('in_review');
    const moved = (await eventsOf(next.id)).find((e) => e.name === 'issue.updated')!;
    expect(moved).to.include({ actorType: 'integration', actorId: integration.id });

    // Another project of the workspace has no rules: its issues stay where they are.
    const bare = await givenProject(fixture.app, workspace);
    const untouched = await givenIssueIn(fixture.app, workspace, bare.id);
    await send(
      githubPullRequest('opened', { number: 16, title: `${bare.prefix}-${untouched.number}` }),
    );
    const untouchedPath = `/api/workspaces/${workspace.id}/projects/${bare.id}/issues/${untouched.id}`;
    const links = await as(fixture.app, workspace.owner)
      .get(`${untouchedPath}/pull-requests`)
      .expect(200);
    expect(links.body.data.items[0]).to.include({ status: 'open' });
    const after = await as(fixture.app, workspace.owner).get(untouchedPath).expect(200);
    expect(after.body.data.status).to.equal('backlog');
  });

  it('retries a delivery whose processing failed, and applies it once', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    // A real failure of the database, once: the first link written for this workspace.
    const name = sql.id(`fail_once_${workspace.id}`);
    const db = suite.database.db;
    await sql`CREATE SEQUENCE ${name}`.execute(db);
    await sql`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval(${sql.lit(`fail_once_${workspace.id}`)}) = 1 THEN
          RAISE EXCEPTION 'simulated outage';
        END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER ${name} BEFORE INSERT ON pull_request_links FOR EACH ROW
      WHEN (NEW.workspace_id = ${sql.lit(workspace.id)}) EXECUTE FUNCTION ${name}()`.execute(db);
    try {
      const [delivery] = await send(
        githubPullRequest('opened', { number: 17, title: `${project.prefix}-${issue.number}` }),
      );
      expect(delivery).to.include({
        outcome: 'processed',
        detail: `Linked ${project.prefix}-${issue.number}`,
      });
      const { rows } = await sql<{ attempts: string }>`
        SELECT last_value AS attempts FROM ${name}`.execute(db);
      expect(Number(rows[0]!.attempts)).to.equal(2);
      expect(await linksOf(issue.id)).to.have.length(1);
      const linked = (await eventsOf(issue.id)).filter((e) => e.name === 'issue.pr_linked');
      expect(linked).to.have.length(1);
    } finally {
      await sql`DROP TRIGGER ${name} ON pull_request_links`.execute(db);
      await sql`DROP FUNCTION ${name}()`.execute(db);
      await sql`DROP SEQUENCE ${name}`.execute(db);
    }
  });

  it('accepts every pull_request example of @octokit/webhooks-examples', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const examples = githubPullRequestExamples();
    expect(examples.length).to.be.greaterThan(20);
    for (const example of examples) {
      const body = structuredClone(example);
      body.pull_request.title = `${project.prefix}-${issue.number} ${body.pull_request.title}`;
      const res = await deliver(fixture.app, integration, { body });
      expect(res.status, example.action).to.equal(202);
    }
    const rows = await settled(integration.id);
    expect(rows).to.have.length(examples.length);
    for (const row of rows)
      expect(row.outcome, `${row.action}: ${row.detail}`).to.equal('processed');
    const repositories = new Set(examples.map((e) => e.repository.full_name));
    expect(await linksOf(issue.id)).to.have.length.greaterThanOrEqual(repositories.size);
  });

  it('accepts a hand-made link on a connected host, and updates it from its webhooks', async () => {
    const gitea = await givenIntegration(fixture.app, workspace, {
      provider: 'gitea',
      baseUrl: 'https://code.example.com',
    });
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const res = await as(fixture.app, workspace.owner)
      .post(`${issuePath(issue.id)}/pull-requests`)
      .send({ url: 'https://code.example.com/acme/website/pulls/5#files' })
      .expect(201);
    expect(res.body.data).to.include({
      provider: 'gitea',
      repository: 'acme/website',
      number: 5,
      url: 'https://code.example.com/acme/website/pulls/5',
      integrationId: null,
    });
    const other = await givenWorkspace();
    const theirs = await givenProject(fixture.app, other);
    const theirIssue = await givenIssueIn(fixture.app, other, theirs.id);
    await as(fixture.app, other.owner)
      .post(
        `/api/workspaces/${other.id}/projects/${theirs.id}/issues/${theirIssue.id}/pull-requests`,
      )
      .send({ url: 'https://code.example.com/acme/website/pulls/5' })
      .expect(400);

    // A self-managed GitLab below a path, and a host no connection names.
    await givenIntegration(fixture.app, workspace, {
      provider: 'gitlab',
      baseUrl: 'https://example.org/gitlab',
    });
    const gitlabLink = await as(fixture.app, workspace.owner)
      .post(`${issuePath(issue.id)}/pull-requests`)
      .send({ url: 'https://example.org/gitlab/acme/platform/billing/-/merge_requests/17' })
      .expect(201);
    expect(gitlabLink.body.data).to.include({
      provider: 'gitlab',
      repository: 'acme/platform/billing',
      number: 17,
    });
    await as(fixture.app, workspace.owner)
      .post(`${issuePath(issue.id)}/pull-requests`)
      .send({ url: 'https://elsewhere.example.org/acme/website/pulls/5' })
      .expect(400);

    const merged = giteaPullRequest('closed', { state: 'closed', merged: true });
    expect((await deliver(fixture.app, gitea, { body: merged })).status).to.equal(202);
    const [delivery] = await settled(gitea.id);
    expect(delivery!.detail).to.equal(`${project.prefix}-${issue.number}: open → merged`);
    const giteaLink = (await linksOf(issue.id)).find((link) => link.provider === 'gitea');
    expect(giteaLink).to.include({ status: 'merged', integrationId: null });
  });
});
