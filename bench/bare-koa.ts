/**
 * Baseline for the API benchmark: plain Koa + pg, one route running the same 20-row
 * page query the issue list runs (no auth, no limits, no validation, no count).
 */
import Koa from 'koa';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 20),
});
const PAGE = `
  SELECT i.id, i.project_id, (SELECT p.prefix FROM projects p WHERE p.id = i.project_id) AS prefix,
         i.number, i.title, i.description, i.status, i.priority, i.assignee_id, i.parent_id,
         i.sprint_id, i.created_by, i.created_at, i.updated_at, i.closed_at
  FROM issues i WHERE i.workspace_id = $1
  ORDER BY i.created_at DESC, i.id DESC LIMIT 20 OFFSET 0`;

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/healthz') {
    ctx.body = { ok: true };
    return;
  }
  const workspaceId = ctx.path.split('/')[2];
  const { rows } = await pool.query(PAGE, [workspaceId]);
  ctx.body = { success: true, data: { items: rows } };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
// Exit normally on SIGTERM, so a CPU profile (BENCH_PROFILE) is written.
process.on('SIGTERM', () => process.exit(0));
