import { expect } from 'chai';
import { sql } from 'kysely';
import { isoTimestamp } from '../../src/db/timestamps';
import { suite } from '../support/context';

describe('timestamps read as ISO strings', () => {
  it('writes what Date#toISOString would, milliseconds truncated', () => {
    for (const [text, iso] of [
      ['2026-11-24 06:43:48+00', '2026-11-24T06:43:48.000Z'],
      ['2026-11-24 06:43:48.4+00', '2026-11-24T06:43:48.400Z'],
      ['2026-11-24 06:43:48.41+00', '2026-11-24T06:43:48.410Z'],
      ['2026-11-24 06:43:48.412+00', '2026-11-24T06:43:48.412Z'],
      ['2026-11-24 06:43:48.412999+00', '2026-11-24T06:43:48.412Z'],
      ['2026-11-24 12:13:48.412999+05:30', '2026-11-24T06:43:48.412Z'],
      ['2026-11-24 03:43:48.5-03', '2026-11-24T06:43:48.500Z'],
      ['infinity', 'infinity'],
      ['-infinity', '-infinity'],
    ]) {
      expect(isoTimestamp(text!), text).to.equal(iso);
    }
  });

  it('reads every stored timestamp as pg’s Date would print it, in any session time zone', async () => {
    const instants = sql`(VALUES (timestamptz '2026-01-01 00:00:00+00'),
      (timestamptz '2026-11-24 06:43:48.412999+00'), (timestamptz '1999-12-31 23:59:59.9+00'),
      (now()), (clock_timestamp())) AS t(at)`;
    for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns']) {
      await suite.database.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('TimeZone', ${zone}, true)`.execute(trx);
        const strings = await sql<{ at: string; text: string }>`
          SELECT at, at::text AS text FROM ${instants}`.execute(trx);
        for (const row of strings.rows) {
          // pg's own parser, as every Date in this process was made before.
          const date = (await suite.database.pool.query('SELECT $1::timestamptz AS at', [row.text]))
            .rows[0].at as Date;
          expect(row.at, `${zone}: ${row.text}`).to.equal(date.toISOString());
        }
      });
    }
  });
});
