import { Gauge } from 'prom-client';
import { registry } from './registry';

/**
 * A read made at scrape time, once for all the gauges of one scrape that share it. A read
 * that fails (the database is down) gives undefined: those gauges report nothing rather
 * than fail the scrape.
 */
export function sharedRead<T>(read: () => Promise<T> | undefined): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () => {
    pending ??= Promise.resolve(read())
      .catch(() => undefined)
      .finally(() => setImmediate(() => (pending = undefined)));
    return pending;
  };
}

/** A gauge set at each scrape from one field of a shared read. */
export function scrapedGauge<T>(
  name: string,
  help: string,
  read: () => Promise<T | undefined>,
  field: { [K in keyof T]: T[K] extends number ? K : never }[keyof T],
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const facts = await read();
      if (facts) this.set(facts[field] as number);
      else this.reset();
    },
  });
}
