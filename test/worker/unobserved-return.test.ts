import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.resolve(__dirname, '../..');

describe("graphile-worker's unobserved job return", () => {
  it('is logged instead of ending the process, while any other unhandled rejection still ends it', function () {
    this.timeout(30_000);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/processes/unobserved-return.ts'],
      { cwd: ROOT, encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.stdout).to.include('a dead pool could not return its fetched jobs');
    expect(run.stdout).to.include('still running');
    expect(run.stdout).not.to.include('not ended');
    expect(run.stderr).to.include('an unrelated bug');
    expect(run.status).to.not.equal(0);
  });
});
