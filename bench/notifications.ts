/**
 * Notifications benchmark (not a test), the Proof of issue 48:
 *
 * 1. `listNotifications` through the real service with a PAT (`read:notifications`) for a
 *    person with 10,000 notifications: the inbox's first page, and its unread filter,
 *    one request at a time so the figure is the request's own latency. Target p99 ≤ 50 ms.
 * 2. A change to an issue with 200 subscribers: (a) the same status PATCH on an issue that
 *    200 people watch and on one nobody watches, alternated, with no worker running (the
 *    service runs as `PROCESS_ROLE=api`), so the difference is what the subscribers add to
 *    the request: only the one job the recording statement queues, the same for both.
 *    Target ≤ 20 ms. (b) That job's work, `notifyInOrder` called here on the events (a)
 *    recorded: 200 entries written in one statement, against the events of the unwatched
 *    issue (the same read and statement, nothing to write).
 *
 * The baselines of the same run: a `SELECT 1` round trip, the list's two queries run
 * directly (what the handler runs, without HTTP, authentication or JSON), and the
 * service's `/healthz` (HTTP alone).
 *
 * The workspace (10,000 issues, 10,000 notifications for its owner, 200 members watching
 * its first issue) is generated in SQL on first use and kept (fixed ids), as bench/lists.ts
 * does. The notify jobs (a) queues are run or removed by (b), so none is left behind.
 *
 *   npm run bench:notifications
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import { freePort } from '../src/db/embedded/cluster';
import { insertToken } from '../src/credentials/pats';
import { countUnread, listNotifications } from '../src/notifications/queries';
import { EMAIL_KEY_PREFIX } from '../src/notifications/tasks/email';
import { NOTIFY_KEY_PREFIX, notifyInOrder } from '../src/notifications/tasks/notify';
import { openBenchDatabase, percentile, runMain, stopChild, waitReady } from './support';

const NOTIFICATIONS = 10_000;
const WATCHERS = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const WARM_UP = 20;

// Fixed ids in the shape of generated ones ([a-z0-9]), which tokens embed.
const WORKSPACE_ID = 'benchnotify';
const OWNER_ID = 'benchnotifyowner';
const PROJECT_ID = 'benchnotifyproject';
const WATCHED_ISSUE = 'benchnotifyx1';
const UNWATCHED_ISSUE = 'benchnotifyx2';

interface Figures {
  p50: number;
  p99: number;
}

function summarize(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function line(label: string, { p50, p99 }: Figures, rest = '') {
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms${rest}`,
  );
}

/** `count` sequential runs of `run`, after a warm-up: p50/p99. */
async function timeSequential(run: () => Promise<unknown>, count = REQUESTS): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** The workspace, generated once: 10,000 issues, as many notifications, 200 watchers. */
async function ensureWorkspace(db: Db) {
  const existing = await sql<{ notifications: number; watchers: number }>`
    SELECT (SELECT count(*) FROM notifications
            WHERE workspace_id = ${WORKSPACE_ID} AND user_id = ${OWNER_ID})::int AS notifications,
           (SELECT count(*) FROM issue_watchers WHERE issue_id = ${WATCHED_ISSUE})::int AS watchers
  `.execute(db);
  const { notifications, watchers } = existing.rows[0]!;
  if (notifications === NOTIFICATIONS && watchers === WATCHERS) return;

  const started = performance.now();
  process.stdout.write(
    `generating ${NOTIFICATIONS} issues and notifications, ${WATCHERS} watchers (once; kept for later runs)… `,
  );
  await db.deleteFrom('workspaces').where('id', '=', WORKSPACE_ID).execute();
  await db.deleteFrom('users').where('id', 'like', 'benchnotify%').execute();
  await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO users (id, email, name, password_hash)
      SELECT id, id || '@bench.test', 'Bench ' || id, 'x'
      FROM (SELECT ${OWNER_ID} AS id UNION ALL
            SELECT 'benchnotifywatcher' || n FROM generate_series(1, ${WATCHERS}) AS n) AS u
    `.execute(trx);
    await trx
      .insertInto('workspaces')
      .values({ id: WORKSPACE_ID, name: 'Notifications', plan: 'PRO' })
      .execute();
    await sql`
      INSERT INTO workspace_members (workspace_id, user_id, role)
      SELECT ${WORKSPACE_ID}, ${OWNER_ID}, 'owner'::member_role UNION ALL
      SELECT ${WORKSPACE_ID}, 'benchnotifywatcher' || n, 'member'
      FROM generate_series(1, ${WATCHERS}) AS n
    `.execute(trx);
    await trx
      .insertInto('projects')
      .values({ id: PROJECT_ID, workspaceId: WORKSPACE_ID, name: 'Inbox', prefix: 'NTF' })
      .execute();
    // Row triggers (the kept counts, foreign-key checks) are off for this bulk insert:
    // the rows are consistent by construction, and the counts are set once below.
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO issues (id, workspace_id, project_id, number, title, status, priority, created_at, updated_at)
      SELECT ${WORKSPACE_ID} || 'x' || n, ${WORKSPACE_ID}, ${PROJECT_ID}, n, 'Issue ' || n,
             (enum_range(NULL::issue_status))[1 + n % 6], (enum_range(NULL::issue_priority))[1 + n % 5],
             now() - make_interval(secs => n), now() - make_interval(secs => n)
      FROM generate_series(1, ${NOTIFICATIONS}) AS n
    `.execute(trx);
    // One entry per issue for the owner, newest first by issue number; a third of them read.
    await sql`
      INSERT INTO notifications (id, workspace_id, user_id, issue_id, reasons, event_id, event_name,
                                 actor_type, actor_id, changes, updated_at, read_at)
      SELECT 'benchnotifyn' || n, ${WORKSPACE_ID}, ${OWNER_ID}, ${WORKSPACE_ID} || 'x' || n,
             CASE n % 3 WHEN 0 THEN ARRAY['watching'] WHEN 1 THEN ARRAY['assigned']
                        ELSE ARRAY['mentioned', 'watching'] END,
             'benchnotifye' || n, 'issue.updated', 'user', 'benchnotifywatcher' || (1 + n % ${WATCHERS}),
             '{"status": {"old": "todo", "new": "in_progress"}}'::jsonb,
             now() - make_interval(secs => n),
             CASE WHEN n % 3 = 0 THEN now() - make_interval(secs => n) END
      FROM generate_series(1, ${NOTIFICATIONS}) AS n
    `.execute(trx);
    await sql`SET LOCAL session_replication_role = origin`.execute(trx);
    await sql`
      INSERT INTO issue_watchers (issue_id, user_id, workspace_id)
      SELECT ${WATCHED_ISSUE}, 'benchnotifywatcher' || n, ${WORKSPACE_ID}
      FROM generate_series(1, ${WATCHERS}) AS n
    `.execute(trx);
    await sql`
      UPDATE issue_counts c SET count = (
        SELECT count(*) FROM issues i WHERE i.project_id = c.project_id AND i.status = c.status)
      WHERE c.workspace_id = ${WORKSPACE_ID}
    `.execute(trx);
    await sql`UPDATE projects SET last_issue_number = ${NOTIFICATIONS} WHERE id = ${PROJECT_ID}`.execute(
      trx,
    );
  });
  // As autovacuum would eventually: statistics and the visibility map.
  await sql`VACUUM ANALYZE issues, notifications, issue_watchers`.execute(db);
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Removes the workspace's queued notify jobs and its people's email jobs; answers how many. */
async function removeJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ removed: number }>`
    SELECT count(graphile_worker.remove_job(j.key))::int AS removed
    FROM graphile_worker.jobs j
    WHERE (j.key LIKE ${`${NOTIFY_KEY_PREFIX}%`}
           AND EXISTS (SELECT FROM events e
                       WHERE e.workspace_id = ${WORKSPACE_ID} AND j.key = ${NOTIFY_KEY_PREFIX} || e.id))
       OR j.key LIKE ${`${EMAIL_KEY_PREFIX}benchnotify%`}
  `.execute(db);
  return rows[0]!.removed;
}

/** The events of an issue recorded since `since`, oldest first. */
async function eventsSince(db: Db, issueId: string, since: Date): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM events
    WHERE workspace_id = ${WORKSPACE_ID} AND issue_id = ${issueId} AND created_at >= ${since}
    ORDER BY created_at, id
  `.execute(db);
  return rows.map((row) => row.id);
}

async function main() {
  const { database, config } = await openBenchDatabase();
  const db = database.db;
  const port = await freePort();
  // No worker: the notify jobs the changes queue wait, so (a) times the requests alone.
  const service = fork(path.join(__dirname, '../dist/src/main.js'), [], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MIN: '100000000',
      RATE_LIMIT_TOKEN_PER_MIN: '100000000',
    },
  });
  try {
    await ensureWorkspace(db);
    await removeJobs(db); // any left by an interrupted run
    await waitReady(`http://127.0.0.1:${port}/readyz`, service);
    const { token } = await insertToken(db, {
      workspaceId: WORKSPACE_ID,
      userId: OWNER_ID,
      name: 'bench',
      scopes: ['read:notifications', 'write:issues'],
    });
    const headers = { authorization: `Bearer ${token.plaintext}` };
    const api = `http://127.0.0.1:${port}/api/workspaces/${WORKSPACE_ID}`;

    console.log(`\nbaselines, ${REQUESTS} sequential runs each`);
    line('SELECT 1 round trip', await timeSequential(() => sql`SELECT 1`.execute(db)));
    const inbox = { workspaceId: WORKSPACE_ID, userId: OWNER_ID };
    const list = {
      page: 1,
      limit: 20,
      offset: 0,
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      search: undefined,
    } as const;
    for (const unread of [undefined, true]) {
      line(
        `list queries direct${unread ? ', unread' : ''}`,
        await timeSequential(() =>
          Promise.all([
            listNotifications(db, inbox, { unread, done: false }, list),
            countUnread(db, inbox),
          ]),
        ),
      );
    }
    line(
      'GET /healthz',
      await timeSequential(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`/healthz: ${res.status}`);
      }),
    );

    console.log(
      `\nlistNotifications, PAT (read:notifications), ${NOTIFICATIONS} notifications, ${REQUESTS} sequential requests, limit 20`,
    );
    for (const query of ['limit=20', 'limit=20&unread=true']) {
      let answer: { items: unknown[]; meta: unknown; unread: number } | undefined;
      const figures = await timeSequential(async () => {
        const res = await fetch(`${api}/notifications?${query}`, { headers });
        const body = (await res.json()) as { data: NonNullable<typeof answer> };
        if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
        answer = body.data;
      });
      line(
        `GET /notifications?${query}`,
        figures,
        `  (target p99 ≤ 50)  items ${answer!.items.length}, unread ${answer!.unread}, meta ${JSON.stringify(answer!.meta)}`,
      );
    }

    console.log(
      `\nPATCH status, ${WATCHERS} watchers against none, ${CHANGES} of each alternated, no worker running`,
    );
    const patch = async (issueId: string, status: string) => {
      const res = await fetch(`${api}/projects/${PROJECT_ID}/issues/${issueId}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`PATCH ${issueId}: ${res.status} ${body}`);
    };
    const statuses = ['todo', 'in_progress'];
    for (let i = 0; i < WARM_UP; i++) {
      await patch(WATCHED_ISSUE, statuses[i % 2]!);
      await patch(UNWATCHED_ISSUE, statuses[i % 2]!);
    }
    const since = (await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db)).rows[0]!
      .now;
    const watchedSamples: number[] = [];
    const unwatchedSamples: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      for (const [issueId, samples] of [
        [WATCHED_ISSUE, watchedSamples],
        [UNWATCHED_ISSUE, unwatchedSamples],
      ] as const) {
        const started = performance.now();
        await patch(issueId, statuses[i % 2]!);
        samples.push(performance.now() - started);
      }
    }
    const watched = summarize(watchedSamples);
    const unwatched = summarize(unwatchedSamples);
    line(`PATCH, ${WATCHERS} watchers`, watched);
    line('PATCH, no watchers', unwatched);
    line(
      `added by ${WATCHERS} watchers (difference)`,
      { p50: watched.p50 - unwatched.p50, p99: watched.p99 - unwatched.p99 },
      '  (target ≤ 20)',
    );
    const { rows: queued } = await sql<{ jobs: number }>`
      SELECT count(*)::int AS jobs FROM graphile_worker.jobs j
      JOIN events e ON j.key = ${NOTIFY_KEY_PREFIX} || e.id
      WHERE e.workspace_id = ${WORKSPACE_ID} AND e.created_at >= ${since}
    `.execute(db);
    console.log(`notify jobs queued by the measured changes: ${queued[0]!.jobs}`);

    // (b) The job's work on the events (a) recorded, oldest first as the jobs would run.
    // Their queued jobs go first, so each call writes its own event only, as a job does
    // when no earlier job of its issue waits.
    const watchedEvents = await eventsSince(db, WATCHED_ISSUE, since);
    const unwatchedEvents = await eventsSince(db, UNWATCHED_ISSUE, since);
    await removeJobs(db);
    const { rows: history } = await sql<{ events: number }>`
      SELECT count(*)::int AS events FROM events
      WHERE workspace_id = ${WORKSPACE_ID} AND issue_id = ${WATCHED_ISSUE}
    `.execute(db);
    console.log(
      `\nnotifyInOrder on those events (${watchedEvents.length} and ${unwatchedEvents.length}; the watched issue has ${history[0]!.events} events in all)`,
    );
    const delay = config.notifications.emailDelaySeconds;
    const notifySamples: number[] = [];
    const emptySamples: number[] = [];
    const written = new Set<number>();
    for (let i = 0; i < Math.max(watchedEvents.length, unwatchedEvents.length); i++) {
      if (watchedEvents[i]) {
        const started = performance.now();
        written.add(await notifyInOrder(db, watchedEvents[i]!, delay));
        notifySamples.push(performance.now() - started);
      }
      if (unwatchedEvents[i]) {
        const started = performance.now();
        const none = await notifyInOrder(db, unwatchedEvents[i]!, delay);
        emptySamples.push(performance.now() - started);
        if (none !== 0) throw new Error(`an event of the unwatched issue wrote ${none} entries`);
      }
    }
    line(
      `notifyInOrder, ${WATCHERS} watchers`,
      summarize(notifySamples),
      `  entries written per event: ${[...written].join(', ')}`,
    );
    line('notifyInOrder, no watchers', summarize(emptySamples));
    await removeJobs(db); // the email jobs the entries opened
  } finally {
    await stopChild(service);
    await database.close();
  }
}

runMain(main);
