/**
 * Baseline for the API benchmark: plain Koa + pg, one route running the statements the
 * service's issue list runs (`BARE_STATEMENTS`, captured by bench/api.ts from the service's
 * own query), one after another; no auth, no limits, no validation, no mapping.
 */
import Koa from 'koa';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 20),
});
const statements = JSON.parse(process.env.BARE_STATEMENTS!) as {
  text: string;
  parameters: unknown[];
}[];
const WORKSPACE = process.env.BARE_WORKSPACE!;

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/healthz') {
    ctx.body = { ok: true };
    return;
  }
  const workspaceId = ctx.path.split('/')[2];
  let rows: unknown[] = [];
  for (const { text, parameters } of statements) {
    const values = parameters.map((value) => (value === WORKSPACE ? workspaceId : value));
    ({ rows } = await pool.query(text, values));
  }
  ctx.body = { success: true, data: { items: rows } };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
// Exit normally on SIGTERM, so a CPU profile (BENCH_PROFILE) is written.
process.on('SIGTERM', () => process.exit(0));
