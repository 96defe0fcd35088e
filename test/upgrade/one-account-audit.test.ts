import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/database';
import { migrate, migrationContext } from '../../src/db/migrate';
import { suite, testConfig } from '../support/context';
import { migrateUpTo, scratchDatabase } from './release-database';

interface Row {
  id: string;
  userId: string | null;
  action: string;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  at: string;
}

describe('upgrading to one account audit table', () => {
  it('moves every single sign-on row into account_audit_log and deletes a person’s log with them', async function () {
    this.timeout(60_000);
    const scratch = await scratchDatabase('account_audit_upgrade');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = createDb(pool, 0);
    const rows = async () =>
      (
        await sql<Row>`
          SELECT id, user_id, action, ip_address, user_agent, details,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at
            FROM account_audit_log ORDER BY created_at, id`.execute(db)
      ).rows;
    try {
      await migrateUpTo(scratch.url, '20261129_0500_event_positions_at_commit');
      await sql`
        INSERT INTO users (id, email, name, password_hash) VALUES
          ('u-ana', 'ana@x.test', 'Ana', 'x'), ('u-ben', 'ben@x.test', 'Ben', NULL);
        INSERT INTO account_audit_log (id, user_id, action, ip_address, user_agent, details, created_at)
        VALUES ('log-1', 'u-ana', 'password.reset', '203.0.113.7', 'Firefox',
                '{"endedSessions": 2}', '2026-11-29 08:00:00.000001+00');
        INSERT INTO account_audit (id, user_id, action, details, created_at) VALUES
          ('sso-1', 'u-ana', 'sso.linked', '{"provider": "Acme ID", "issuer": "https://id.acme.test"}',
           '2026-11-29 07:00:00.123456+00'),
          ('sso-2', 'u-ben', 'sso.account_created', '{"provider": "Acme ID"}',
           '2026-11-29 09:00:00+00'),
          ('sso-3', NULL, 'sso.refused', '{"provider": "Acme ID", "reason": "no_account"}',
           '2026-11-29 10:00:00+00');
      `.execute(db);

      await migrate(scratch.url, suite.log, migrationContext(testConfig()));

      expect(await rows()).to.deep.equal([
        {
          id: 'sso-1',
          userId: 'u-ana',
          action: 'sso.linked',
          ipAddress: null,
          userAgent: null,
          details: { provider: 'Acme ID', issuer: 'https://id.acme.test' },
          at: '2026-11-29 07:00:00.123456',
        },
        {
          id: 'log-1',
          userId: 'u-ana',
          action: 'password.reset',
          ipAddress: '203.0.113.7',
          userAgent: 'Firefox',
          details: { endedSessions: 2 },
          at: '2026-11-29 08:00:00.000001',
        },
        {
          id: 'sso-2',
          userId: 'u-ben',
          action: 'sso.account_created',
          ipAddress: null,
          userAgent: null,
          details: { provider: 'Acme ID' },
          at: '2026-11-29 09:00:00.000000',
        },
        {
          id: 'sso-3',
          userId: null,
          action: 'sso.refused',
          ipAddress: null,
          userAgent: null,
          details: { provider: 'Acme ID', reason: 'no_account' },
          at: '2026-11-29 10:00:00.000000',
        },
      ]);
      // No second table is left: the name is a view over the one log, for processes of the
      // previous release, whose inserts land in it.
      const { rows: kinds } = await sql<{ relkind: string }>`
        SELECT relkind FROM pg_class WHERE relname = 'account_audit'
          AND relnamespace = 'public'::regnamespace`.execute(db);
      expect(kinds).to.deep.equal([{ relkind: 'v' }]);
      await sql`
        INSERT INTO account_audit (id, user_id, action, details)
        VALUES ('old-release', 'u-ben', 'sso.signed_in', '{"via": "identity"}')`.execute(db);
      const written = (await rows()).find((row) => row.id === 'old-release');
      expect(written).to.include({ userId: 'u-ben', action: 'sso.signed_in', ipAddress: null });
      expect(written!.at).to.match(/^\d{4}-/);

      // Deleting an account deletes its log; a refusal that matched no account stays.
      await sql`DELETE FROM users WHERE id IN ('u-ana', 'u-ben')`.execute(db);
      expect((await rows()).map((row) => row.id)).to.deep.equal(['sso-3']);
    } finally {
      await db.destroy();
      await scratch.drop();
    }
  });
});
