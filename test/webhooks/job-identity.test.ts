import { expect } from 'chai';
import { sql } from 'kysely';
import { suite } from '../support/context';
import { DELIVER_TASK } from '../../src/webhooks/delivery-jobs';

describe('the delivery job, named once in SQL', () => {
  it('is the task the worker registers, keyed by delivery', async () => {
    const { rows } = await sql<{ task: string; key: string; payload: unknown; same: string }>`
      SELECT (j).identifier AS task, (j).job_key AS key, (j).payload AS payload,
             webhook_delivery_job_key('d1') AS same
      FROM (SELECT webhook_delivery_job('d1', now()) AS j) s
    `.execute(suite.database.db);
    expect(rows[0]).to.deep.equal({
      task: DELIVER_TASK,
      key: 'webhook-delivery:d1',
      payload: { deliveryId: 'd1' },
      same: 'webhook-delivery:d1',
    });
  });
});
