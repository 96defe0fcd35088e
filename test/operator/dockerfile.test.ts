import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ROOT } from './support';

/** No Docker engine runs in CI: what the image's build depends on is read off the file. */
describe('the Dockerfile', () => {
  const lines = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').split('\n');

  it('copies every workspace’s manifest before npm ci, which otherwise leaves its dependencies out', () => {
    const install = lines.findIndex((line) => /^RUN npm ci\b/.test(line));
    expect(install, 'the build stage runs npm ci').to.be.greaterThan(0);
    // `COPY a b ./dir/`: every word but the first and the destination is a source.
    const copied = lines
      .slice(0, install)
      .filter((line) => line.startsWith('COPY '))
      .flatMap((line) => line.trim().split(/\s+/).slice(1, -1));
    const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const manifests = workspaces.map((workspace) => `${workspace}/package.json`);
    expect(copied).to.include.members(['package.json', 'package-lock.json', ...manifests]);
  });

  it('runs on a Node.js release CI starts the built service on', () => {
    const releases = lines.flatMap((line) => /^FROM node:(\d+)-/.exec(line)?.[1] ?? []);
    const checked = /for major in ([\d ]+)/.exec(
      readFileSync(path.join(ROOT, '.ci/node-versions.sh'), 'utf8'),
    )?.[1];
    expect(releases).to.have.length(2);
    for (const release of releases) expect(checked?.split(' ')).to.include(release);
  });
});
