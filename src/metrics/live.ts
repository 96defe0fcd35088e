import { Gauge } from 'prom-client';
import { registry } from './registry';

let openStreams: () => number = () => 0;

/** Counts this process's open live-update streams at each scrape. */
export function observeLiveStreams(count: () => number): void {
  openStreams = count;
}

new Gauge({
  name: 'live_streams_open',
  help: 'Live-update (Server-Sent Events) streams open on this process',
  registers: [registry],
  collect() {
    this.set(openStreams());
  },
});
