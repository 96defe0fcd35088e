import { existsSync, statSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import * as tar from 'tar';
import {
  buildOnce,
  connectionFile,
  dataDir,
  freePort,
  run,
  signUp,
  startService,
  stopService,
  type Service,
} from './support';

type Snapshot = Map<string, Map<string, string>>;

/** Every row of every table (ours and the job queue's), by table and primary key. */
async function snapshot(dir: string): Promise<Snapshot> {
  const { url } = connectionFile(dir) as unknown as { url: string };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; keys: string[] }>(`
      SELECT format('%I.%I', n.nspname, c.relname) AS name,
             array(SELECT a.attname::text FROM pg_index i
                   JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                   WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY a.attnum) AS keys
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN ('public', 'graphile_worker')`);
    const result: Snapshot = new Map();
    for (const table of tables) {
      const { rows } = await client.query<{ row: Record<string, unknown> }>(
        `SELECT to_jsonb(t) AS row FROM ${table.name} t`,
      );
      const byKey = new Map<string, string>();
      for (const { row } of rows) {
        const key = table.keys.length ? table.keys.map((k) => row[k]) : row;
        byKey.set(JSON.stringify(key), JSON.stringify(row));
      }
      result.set(table.name, byKey);
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Rate-limit counters come and go with their windows; they are not data to keep. */
const TRANSIENT = new Set(['public.rate_limit_counters']);

function missingKeys(from: Snapshot, into: Snapshot): string[] {
  const missing: string[] = [];
  for (const [table, rows] of from) {
    if (TRANSIENT.has(table)) continue;
    for (const key of rows.keys()) {
      if (!into.get(table)?.has(key)) missing.push(`${table} ${key}`);
    }
  }
  return missing;
}

/** The names an archive holds, `./` taken off. */
async function entriesOf(archive: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({
    file: archive,
    onReadEntry: (entry) => names.push(entry.path.replace(/^\.\//, '')),
  });
  return names;
}

const SECRETS = ['secrets.key', 'embedded-password'];

// The operator commands as built (`npm run backup` runs the same file through tsx).
const CLI = 'dist/src/cli.js';

const ENV = {
  DEFAULT_PLAN: 'PRO',
  RATE_LIMIT_IP_PER_MIN: '1000000',
  RATE_LIMIT_TIGHT_PER_MIN: '1000000',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  WORKER_POLL_INTERVAL_MS: '100',
};

describe('backup and restore of the embedded database', function () {
  // Three base backups and three starts of the service, on a busy machine.
  this.timeout(480_000);
  const source = dataDir('backup-source');
  const restored = dataDir('backup-restored');
  const file = path.join(dataDir('backup-files'), 'service.tar.gz');
  let service: Service | undefined;
  before(async () => {
    await buildOnce();
    for (const dir of [source, restored, path.dirname(file)]) {
      await rm(dir, { recursive: true, force: true });
    }
    await run('mkdir', ['-p', path.dirname(file)]);
  });
  afterEach(() => stopService(service));

  it('backs up under write load; the restore holds every acknowledged row and its pending deliveries resume', async () => {
    // The API alone: deliveries stay pending until a worker runs on the restored copy.
    service = await startService({ dir: source, env: { ...ENV, PROCESS_ROLE: 'api' } });
    const headers = await signUp(service);
    const api = async (method: string, route: string, body?: object) => {
      const res = await fetch(`${service!.baseUrl}/api${route}`, {
        method,
        headers,
        body: body && JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status}`);
      return ((await res.json()) as { data: { id: string } }).data;
    };
    const receiverPort = await freePort();
    const workspace = await api('POST', '/workspaces', { name: 'Backed up' });
    const project = await api('POST', `/workspaces/${workspace.id}/projects`, {
      name: 'Backup',
      prefix: 'BK',
    });
    await api('POST', `/workspaces/${workspace.id}/webhooks`, {
      url: `http://127.0.0.1:${receiverPort}/hook`,
      events: ['issue.created'],
    });
    const newIssue = (title: string) =>
      api('POST', `/workspaces/${workspace.id}/issues`, { projectId: project.id, title });
    for (let i = 0; i < 5; i++) await newIssue(`before ${i}`);
    const before = await snapshot(source);

    let loading = true;
    const acknowledged: { id: string; at: number }[] = [];
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; loading; i++) {
        const issue = await newIssue(`load ${writer}.${i}`);
        acknowledged.push({ id: issue.id, at: Date.now() });
      }
    });
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupStarted = Date.now();
    const backup = await run('node', [CLI, 'backup', file], { DATA_DIR: source });
    loading = false;
    await Promise.all(writers);
    expect(backup.code, backup.stderr).to.equal(0);
    expect(existsSync(file)).to.equal(true);
    // Owner-only, and no key or password inside: the end of the output says where the key is.
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(existsSync(`${file}.partial`)).to.equal(false);
    expect((await entriesOf(file)).filter((name) => SECRETS.includes(name))).to.deep.equal([]);
    const keyFile = path.join(source, 'secrets.key');
    expect(backup.stdout)
      .to.include(keyFile)
      .and.match(/Keep a copy of the key separately/);

    // Asked for explicitly, they go in, with a warning.
    const withSecrets = `${file}.with-secrets`;
    const explicit = await run('node', [CLI, 'backup', withSecrets, '--include-secrets'], {
      DATA_DIR: source,
    });
    expect(explicit.code, explicit.stderr).to.equal(0);
    expect(explicit.stderr).to.match(/Warning: --include-secrets/);
    expect(statSync(withSecrets).mode & 0o777).to.equal(0o600);
    expect(
      (await entriesOf(withSecrets)).filter((name) => SECRETS.includes(name)).sort(),
    ).to.deep.equal([...SECRETS].sort());

    const refusedRunning = await run('node', [CLI, 'restore', file, '--force'], {
      DATA_DIR: source,
    });
    expect(refusedRunning.code).to.not.equal(0);
    expect(refusedRunning.stderr).to.match(/stop the service before restoring/);
    const after = await snapshot(source);
    await stopService(service);

    const restore = await run('node', [CLI, 'restore', file], {
      DATA_DIR: restored,
    });
    expect(restore.code, restore.stderr).to.equal(0);
    // The restore says what it could not bring back; the operator copies the key kept apart.
    expect(restore.stderr).to.match(/Missing: the key that seals stored secrets/);
    expect(restore.stderr).to.include(path.join(restored, 'secrets.key'));
    expect(existsSync(path.join(restored, 'secrets.key'))).to.equal(false);
    await copyFile(keyFile, path.join(restored, 'secrets.key'));
    const again = await run('node', [CLI, 'restore', file], { DATA_DIR: restored });
    expect(again.code).to.not.equal(0);
    expect(again.stderr).to.match(/already holds a database; pass --force/);

    service = await startService({ dir: restored, env: { ...ENV, PROCESS_ROLE: 'api' } });
    const copy = await snapshot(restored);
    await stopService(service);
    // Nothing committed before the backup is missing, nothing appears that never was.
    expect(missingKeys(before, copy), 'rows lost').to.deep.equal([]);
    expect(missingKeys(copy, after), 'rows invented').to.deep.equal([]);
    const issues = copy.get('public.issues')!;
    for (const { id } of acknowledged.filter(({ at }) => at < backupStarted)) {
      expect(
        issues.has(JSON.stringify([id])),
        `issue ${id} acknowledged before the backup`,
      ).to.equal(true);
    }
    // Rows written once are restored exactly as written.
    for (const table of ['public.issues', 'public.events', 'public.webhook_deliveries']) {
      for (const [key, row] of copy.get(table)!) {
        expect(row, `${table} ${key}`).to.equal(after.get(table)!.get(key));
      }
    }

    const pending = [...copy.get('public.webhook_deliveries')!.values()].map(
      (row) => JSON.parse(row) as { id: string; state: string },
    );
    expect(pending.length).to.be.above(5);
    expect(new Set(pending.map((delivery) => delivery.state))).to.deep.equal(new Set(['PENDING']));
    const received = new Set<string>();
    const receiver = http.createServer((req, res) => {
      received.add(String(req.headers['x-service-delivery']));
      req.resume().on('end', () => res.end());
    });
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
    try {
      service = await startService({ dir: restored, env: ENV });
      const deadline = Date.now() + 60_000;
      while (received.size < pending.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([...received].sort()).to.deep.equal(pending.map((delivery) => delivery.id).sort());
    } finally {
      receiver.closeAllConnections();
      receiver.close();
    }
  });
});
