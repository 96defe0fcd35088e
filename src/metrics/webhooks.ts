import { scrapedGauge, sharedRead } from './scraped';

interface AllowanceFigures {
  throttled: number;
  inFlight: number;
}

let readAllowances: (() => Promise<AllowanceFigures>) | undefined;

/**
 * Reads the webhooks' allowance figures at each scrape, from the database (every process
 * reports the same figures). Per-webhook values are in each webhook's `health`: a label per
 * webhook id would make the number of series grow with the webhooks.
 */
export function observeWebhookAllowances(read: () => Promise<AllowanceFigures>): void {
  readAllowances = read;
}

const figures = sharedRead(() => readAllowances?.());

scrapedGauge(
  'webhooks_throttled',
  'Webhooks with deliveries waiting whose in-flight allowance is down to 1',
  figures,
  'throttled',
);
scrapedGauge(
  'webhook_deliveries_in_flight',
  'Webhook delivery attempts in flight now, over every webhook',
  figures,
  'inFlight',
);
