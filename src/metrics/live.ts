import { Counter, Gauge } from 'prom-client';
import { registry } from './registry';

let openStreams: () => number = () => 0;
let streamCap = 0;

/** Counts this process's open live-update streams at each scrape, beside its cap. */
export function observeLiveStreams(count: () => number, cap = 0): void {
  openStreams = count;
  streamCap = cap;
}

new Gauge({
  name: 'live_streams_open',
  help: 'Live-update (Server-Sent Events) streams open on this process',
  registers: [registry],
  collect() {
    this.set(openStreams());
  },
});

new Gauge({
  name: 'live_streams_max',
  help: 'Live-update streams this process admits in all (LIVE_MAX_STREAMS)',
  registers: [registry],
  collect() {
    this.set(streamCap);
  },
});

const refusals = new Counter({
  name: 'live_streams_refused_total',
  help: 'Live-update streams refused with 429, by the cap that refused them (user, address, instance)',
  labelNames: ['cap'] as const,
  registers: [registry],
});

/** Counts a stream refused by one of the caps. */
export function countLiveRefusal(cap: 'user' | 'address' | 'instance'): void {
  refusals.inc({ cap });
}
