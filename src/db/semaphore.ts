/** Gives back a permit; a second call does nothing. */
export type Release = () => void;

/**
 * A counting semaphore of `permits` for one process, whose waiters are served in the order
 * they came and give up after a bounded wait.
 */
export class Semaphore {
  private available: number;
  private readonly waiters: ((release: Release) => void)[] = [];

  constructor(readonly permits: number) {
    if (!Number.isInteger(permits) || permits < 1) {
      throw new RangeError(`A semaphore needs at least one permit, got ${permits}`);
    }
    this.available = permits;
  }

  /** Permits taken right now. */
  get inUse(): number {
    return this.permits - this.available;
  }

  /** Callers waiting for a permit right now. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves with a permit's release, or with undefined when none came within `maxWaitMs`. */
  acquire(maxWaitMs: number): Promise<Release | undefined> {
    if (this.available > 0 && this.waiters.length === 0) {
      this.available -= 1;
      return Promise.resolve(this.releaser());
    }
    if (maxWaitMs <= 0) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter = (release: Release) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        resolve(undefined);
      }, maxWaitMs);
      this.waiters.push(waiter);
    });
  }

  /** A release that hands the permit to the longest waiter, or puts it back. */
  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next) next(this.releaser());
      else this.available += 1;
    };
  }
}
