import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import {
  buildOnce,
  freePort,
  ROOT,
  startService,
  stopService,
  type Exit,
  type Service,
} from './support';

/** The shell blocks of README.md's "First requests" section, in order. */
function walkthrough(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## First requests\n');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start, 'README.md has a "First requests" section').to.be.greaterThan(0);
  return [...readme.slice(start, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

describe("README's first requests, run as written", function () {
  this.timeout(300_000);
  let service: Service | undefined;
  let dir: string | undefined;
  let shell: ReturnType<typeof spawn> | undefined;
  before(() => buildOnce());
  after(async () => {
    // The walkthrough leaves its webhook receiver running in the shell's process group.
    try {
      if (shell?.pid) process.kill(-shell.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await stopService(service);
    if (dir) await rm(dir, { recursive: true, force: true });
    await rm(path.join(ROOT, 'cookies.txt'), { force: true });
  });

  it('registers, sets the plan, issues a token, and gets a signed delivery and its replay', async () => {
    const [startBlock, ...blocks] = walkthrough();
    expect(startBlock!.trim()).to.equal('WEBHOOK_ALLOWED_HOSTS=localhost npm start');
    const port = await freePort();
    const receiverPort = await freePort();
    const script = blocks
      .join('\n')
      .replaceAll('localhost:3000', `localhost:${port}`)
      .replace(/\b4000\b/g, String(receiverPort));

    // A fresh cluster, so the README's fixed email registers every run.
    dir = await mkdtemp(path.join(ROOT, '.data', 'readme-'));
    // Run as root, PostgreSQL runs as the postgres user, which must reach the cluster.
    await chmod(dir, 0o755);
    service = await startService({
      dir,
      command: ['npm', 'start', '--ignore-scripts'],
      env: { PORT: String(port), WEBHOOK_ALLOWED_HOSTS: 'localhost' },
    });

    shell = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir },
    });
    let output = '';
    let deliveries!: () => void;
    const twoDeliveries = new Promise<void>((resolve) => (deliveries = resolve));
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if ((output.match(/received issue/g) ?? []).length >= 2) deliveries();
    };
    shell.stdout!.on('data', collect);
    shell.stderr!.on('data', collect);
    const exit = await new Promise<Exit>((resolve) =>
      shell!.once('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(exit.code, `walkthrough failed:\n${output}`).to.equal(0);
    expect(output).to.match(/Workspace \S+ is now on PRO/);
    expect(output).to.match(/^x-ratelimit-limit: 1000/im);
    expect(output).to.contain('"title":"Fix the login page"');

    // The original delivery and its replay reach the receiver, signed.
    await twoDeliveries;
    // The receiver prints while curl does, so its line may follow other output.
    const received = output
      .split('\n')
      .filter((line) => line.includes('received issue'))
      .map((line) => line.slice(line.indexOf('received issue')).split(' '));
    for (const [, event, signature] of received) {
      expect(event).to.equal('issue.created');
      expect(signature).to.match(/^sha256=[0-9a-f]{64}$/);
    }
    const bodies = received.map((parts) => JSON.parse(parts.slice(3).join(' ')));
    expect(bodies[1].payload).to.deep.equal(bodies[0].payload);
    expect(bodies[1].deliveryId).not.to.equal(bodies[0].deliveryId);
  });
});
