import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenIssueIn, givenProject, givenWorkspace } from '../support/factories';

describe('issues: search by key', () => {
  const fixture = appFixture();

  it('finds the issue a key names first, in any case, then the issues whose text matches', async () => {
    const workspace = await givenWorkspace();
    const web = await givenProject(fixture.app, workspace, { prefix: 'WEB' });
    const app = await givenProject(fixture.app, workspace, { prefix: 'APP' });
    const issues = [];
    for (let n = 1; n <= 7; n += 1) {
      issues.push(await givenIssueIn(fixture.app, workspace, web.id, { title: `Web task ${n}` }));
    }
    const mentions = await givenIssueIn(fixture.app, workspace, app.id, {
      title: 'Follow-up of WEB-7',
    });
    await givenIssueIn(fixture.app, workspace, app.id, { title: 'App task 7' });
    const owner = as(fixture.app, workspace.owner);
    const search = async (text: string, extra = '') =>
      (
        await owner
          .get(`/api/workspaces/${workspace.id}/issues?search=${encodeURIComponent(text)}${extra}`)
          .expect(200)
      ).body.data;

    for (const text of ['WEB-7', 'web-7', ' Web-7 ']) {
      const found = await search(text);
      expect(found.items[0].id, text).to.equal(issues[6]!.id);
      expect(found.items.map((i: { id: string }) => i.id)).to.include(mentions.id);
    }
    // Sorted the other way, the key's issue still comes first.
    const ascending = await search('web-7', '&sortBy=title&sortOrder=asc');
    expect(ascending.items[0].id).to.equal(issues[6]!.id);
    // Other filters still apply to it; a key of no issue finds only text matches.
    const filtered = await search('WEB-7', `&projectId=${app.id}`);
    expect(filtered.items.map((i: { id: string }) => i.id)).to.deep.equal([mentions.id]);
    expect((await search('WEB-99')).items).to.deep.equal([]);
    // An ordinary search is unchanged.
    const words = await search('task');
    expect(words.meta.total).to.equal(8);
  });

  it('never finds an issue of another workspace by its key', async () => {
    const mine = await givenWorkspace();
    const theirs = await givenWorkspace();
    const project = await givenProject(fixture.app, theirs, { prefix: 'SEC' });
    await givenIssueIn(fixture.app, theirs, project.id, { title: 'Secret' });
    await givenProject(fixture.app, mine, { prefix: 'SEC' });
    const res = await as(fixture.app, mine.owner)
      .get(`/api/workspaces/${mine.id}/issues?search=SEC-1`)
      .expect(200);
    expect(res.body.data.items).to.deep.equal([]);
  });
});
