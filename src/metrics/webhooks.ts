import { Gauge } from 'prom-client';
import { registry } from './registry';

interface AllowanceFigures {
  throttled: number;
  inFlight: number;
}

let readAllowances: (() => Promise<AllowanceFigures>) | undefined;
let lastRead: Promise<AllowanceFigures | undefined> | undefined;

/**
 * Reads the webhooks' allowance figures at each scrape, from the database (every process
 * reports the same figures). Per-webhook values are in each webhook's `health`: a label per
 * webhook id would make the number of series grow with the webhooks.
 */
export function observeWebhookAllowances(read: () => Promise<AllowanceFigures>): void {
  readAllowances = read;
}

/** One statement per scrape for both gauges; nothing is reported while the database is down. */
function figures(): Promise<AllowanceFigures | undefined> {
  if (!readAllowances) return Promise.resolve(undefined);
  lastRead ??= readAllowances()
    .catch(() => undefined)
    .finally(() => setImmediate(() => (lastRead = undefined)));
  return lastRead;
}

function allowanceGauge(name: string, help: string, field: keyof AllowanceFigures) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const read = await figures();
      if (read) this.set(read[field]);
      else this.reset();
    },
  });
}

allowanceGauge(
  'webhooks_throttled',
  'Webhooks with deliveries waiting whose in-flight allowance is down to 1',
  'throttled',
);
allowanceGauge(
  'webhook_deliveries_in_flight',
  'Webhook delivery attempts in flight now, over every webhook',
  'inFlight',
);
