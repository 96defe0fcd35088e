import { expect } from 'chai';
import { appFixture } from '../support/context';
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
  giteaPullRequest,
  gitlabMergeRequest,
  settled,
  type TestIntegration,
} from './code-host';

describe('GitLab merge requests and Gitea/Forgejo pull requests', () => {
  const fixture = appFixture();
  workerFixture();
  let workspace: TestWorkspace;
  let project: { id: string; prefix: string };

  const issuePath = (issueId: string) =>
    `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issueId}`;
  const linkOf = async (issueId: string) =>
    (
      await as(fixture.app, workspace.owner)
        .get(`${issuePath(issueId)}/pull-requests`)
        .expect(200)
    ).body.data.items[0];
  const statusOf = async (issueId: string) =>
    (await as(fixture.app, workspace.owner).get(issuePath(issueId)).expect(200)).body.data.status;
  const send = async (integration: TestIntegration, body: object) => {
    expect((await deliver(fixture.app, integration, { body })).status).to.equal(202);
    const rows = await settled(integration.id);
    expect(rows.at(-1)!.outcome, rows.at(-1)!.detail ?? '').to.equal('processed');
    return rows.at(-1)!;
  };

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  describe('GitLab', () => {
    let gitlab: TestIntegration;
    beforeEach(async () => {
      gitlab = await givenIntegration(fixture.app, workspace, {
        provider: 'gitlab',
        baseUrl: 'https://gitlab.example.com',
      });
    });

    it('links an opened merge request and follows drafts, closing, reopening and the merge', async () => {
      const fixed = await givenIssueIn(fixture.app, workspace, project.id);
      const mentioned = await givenIssueIn(fixture.app, workspace, project.id);
      const key = (n: number) => `${project.prefix}-${n}`;
      const mr = {
        title: `Round invoice totals`,
        description: `Implements ${key(fixed.number)}; see ${key(mentioned.number)}.`,
      };
      await send(gitlab, gitlabMergeRequest({ ...mr, action: 'open' }));
      expect(await linkOf(fixed.id)).to.include({
        provider: 'gitlab',
        repository: 'acme/platform/billing',
        number: 17,
        url: 'https://gitlab.example.com/acme/platform/billing/-/merge_requests/17',
        status: 'open',
      });
      const states: string[] = [];
      for (const [attributes, changes] of [
        [{ action: 'update', draft: true }, { draft: { previous: false, current: true } }],
        [{ action: 'update', draft: false }, { draft: { previous: true, current: false } }],
        [{ action: 'close', state: 'closed' }, {}],
        [{ action: 'reopen', state: 'opened' }, {}],
      ] as const) {
        await send(gitlab, gitlabMergeRequest({ ...mr, ...attributes }, changes));
        states.push((await linkOf(fixed.id)).status);
      }
      expect(states).to.deep.equal(['draft', 'open', 'closed', 'reopened']);
      expect(await statusOf(fixed.id)).to.equal('backlog');

      await send(gitlab, gitlabMergeRequest({ ...mr, action: 'merge', state: 'merged' }));
      expect((await linkOf(fixed.id)).status).to.equal('merged');
      expect(await statusOf(fixed.id)).to.equal('done');
      expect(await statusOf(mentioned.id)).to.equal('backlog');
      const names = (await eventsOf(fixed.id)).map((e) => e.name);
      expect(names.filter((n) => n === 'issue.pr_linked')).to.have.length(1);
      expect(names).to.include('issue.updated');
    });

    it("reads each action GitLab documents, and the changes GitLab's sample carries", async () => {
      const issue = await givenIssueIn(fixture.app, workspace, project.id);
      const mr = { title: `Closes ${project.prefix}-${issue.number}` };
      const labels = {
        previous: [{ id: 206, title: 'billing' }],
        current: [{ id: 205, title: 'platform' }],
      };
      const states: string[] = [];
      for (const [attributes, changes] of [
        // As in GitLab's documented sample: opened, with `changes` it need not read.
        [{ action: 'open' }, { draft: { previous: true, current: false }, labels }],
        [{ action: 'approved' }, {}],
        [{ action: 'approval' }, {}],
        [{ action: 'unapproval' }, {}],
        [{ action: 'unapproved' }, {}],
        [{ action: 'update' }, { labels }],
        // GitLab before `draft`: the flag was `work_in_progress`.
        [
          { action: 'update', work_in_progress: true },
          { work_in_progress: { previous: false, current: true } },
        ],
        [
          { action: 'update', work_in_progress: false },
          { work_in_progress: { previous: true, current: false } },
        ],
        // While GitLab merges, the merge request is `locked`: still open.
        [{ action: 'update', state: 'locked' }, {}],
      ] as const) {
        const row = await send(gitlab, gitlabMergeRequest({ ...mr, ...attributes }, changes));
        expect(row.action).to.equal(attributes.action);
        states.push((await linkOf(issue.id)).status);
      }
      expect(states).to.deep.equal([
        'open',
        'open',
        'open',
        'open',
        'open',
        'open',
        'draft',
        'open',
        'open',
      ]);
      expect(await statusOf(issue.id)).to.equal('backlog');
    });

    it('leaves the issue when the merge request merges outside the default branch', async () => {
      const issue = await givenIssueIn(fixture.app, workspace, project.id);
      await send(
        gitlab,
        gitlabMergeRequest({
          title: `Closes ${project.prefix}-${issue.number}`,
          action: 'merge',
          state: 'merged',
          target_branch: 'stable',
        }),
      );
      expect((await linkOf(issue.id)).status).to.equal('merged');
      expect(await statusOf(issue.id)).to.equal('backlog');
    });

    it('rejects a merge request of a project on another host', async () => {
      const issue = await givenIssueIn(fixture.app, workspace, project.id);
      const body = gitlabMergeRequest(
        { title: `${project.prefix}-${issue.number}`, action: 'open' },
        {},
        { web_url: 'https://gitlab.com/acme/platform/billing' },
      );
      expect((await deliver(fixture.app, gitlab, { body })).status).to.equal(202);
      const [row] = await settled(gitlab.id);
      expect(row!.outcome).to.equal('rejected');
      expect(await linkOf(issue.id)).to.equal(undefined);
    });
  });

  describe('Gitea and Forgejo', () => {
    it('links an opened pull request by its branch and moves the issue on merge', async () => {
      const gitea = await givenIntegration(fixture.app, workspace, {
        provider: 'gitea',
        baseUrl: 'https://code.example.com',
      });
      const issue = await givenIssueIn(fixture.app, workspace, project.id);
      const head = {
        label: 'x',
        ref: `fix/${project.prefix.toLowerCase()}-${issue.number}`,
        sha: 'a',
        repo_id: 12,
      };
      await send(gitea, giteaPullRequest('opened', { head }));
      expect(await linkOf(issue.id)).to.include({
        provider: 'gitea',
        repository: 'acme/website',
        number: 5,
        url: 'https://code.example.com/acme/website/pulls/5',
        status: 'open',
      });
      await send(gitea, giteaPullRequest('synchronized', { head }));
      const body = `fixed ${project.prefix}-${issue.number}`;
      const row = await send(
        gitea,
        giteaPullRequest('closed', { head, body, state: 'closed', merged: true }),
      );
      expect(row.detail).to.contain('moved');
      expect((await linkOf(issue.id)).status).to.equal('merged');
      expect(await statusOf(issue.id)).to.equal('done');
    });

    it("takes Forgejo's own headers and signature", async () => {
      const forgejo = await givenIntegration(fixture.app, workspace, {
        provider: 'gitea',
        baseUrl: 'https://code.example.com',
      });
      const issue = await givenIssueIn(fixture.app, workspace, project.id);
      const body = JSON.stringify(
        giteaPullRequest('opened', { title: `${project.prefix}-${issue.number}` }),
      );
      const { sign } = await import('@octokit/webhooks-methods');
      const signature = (await sign(forgejo.secret, body)).slice('sha256='.length);
      const res = await deliver(fixture.app, forgejo, {
        body,
        headers: {
          'X-Hub-Signature-256': '',
          'X-Gitea-Event': '',
          'X-Gitea-Delivery': '',
          'X-Forgejo-Event': 'pull_request',
          'X-Forgejo-Delivery': 'f1',
          'X-Forgejo-Signature': signature,
        },
      });
      expect(res.status).to.equal(202);
      await settled(forgejo.id);
      expect((await linkOf(issue.id)).provider).to.equal('gitea');
    });
  });
});
