import type { Config } from '../config';

/** Which cap refused a stream. */
export type StreamCap = 'user' | 'address' | 'instance';

/** A stream's place under the caps, given back once, however many times `release` runs. */
export interface Slot {
  release(): void;
}

/**
 * The open streams of one process counted against its caps: per user (or agent), per client
 * address (so one host cannot hold every slot whatever accounts it signs in with) and in all.
 * A slot is taken before the stream is built and given back when its response closes.
 */
export class StreamSlots {
  private readonly perOwner = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Config['live']) {}

  /** A slot, or the cap that refuses one. */
  take(owner: string, address: string): Slot | { refused: StreamCap } {
    if (this.total >= this.limits.maxStreams) return { refused: 'instance' };
    if ((this.perOwner.get(owner) ?? 0) >= this.limits.maxStreamsPerUser)
      return { refused: 'user' };
    if ((this.perAddress.get(address) ?? 0) >= this.limits.maxStreamsPerAddress)
      return { refused: 'address' };
    this.total += 1;
    increment(this.perOwner, owner, 1);
    increment(this.perAddress, address, 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.total -= 1;
        increment(this.perOwner, owner, -1);
        increment(this.perAddress, address, -1);
      },
    };
  }

  /** Slots taken and not yet given back. */
  get size(): number {
    return this.total;
  }
}

function increment(counts: Map<string, number>, key: string, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/** What a refused client is told, and how long it should wait. */
export function refusalMessage(cap: StreamCap, limits: Config['live']): string {
  switch (cap) {
    case 'user':
      return `Too many open streams (at most ${limits.maxStreamsPerUser} per user)`;
    case 'address':
      return `Too many open streams (at most ${limits.maxStreamsPerAddress} per client address)`;
    case 'instance':
      return 'Too many open streams on this instance; try again shortly';
  }
}
