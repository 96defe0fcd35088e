/** Batches concurrent calls into one round trip at a time. */

/**
 * Coalesces concurrent calls into batches with at most one batch in flight: the first
 * call runs at once (no added latency when idle); calls made while it runs wait and go
 * together in the next one. `flush` returns one result per item, in order.
 */
export function createBatcher<I, O>(flush: (items: I[]) => Promise<O[]>, maxSize = 200) {
  let waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = false;

  async function drain(): Promise<void> {
    if (inFlight || waiting.length === 0) return;
    inFlight = true;
    const batch = waiting.slice(0, maxSize);
    waiting = waiting.slice(maxSize);
    try {
      const results = await flush(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      inFlight = false;
      void drain();
    }
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      void drain();
    });
}

/**
 * `createBatcher` per database handle: a batch never mixes two pools' (or two
 * transactions') requests, and each handle has at most one batch in flight.
 */
export function createBatcherPerHandle<H extends object, I, O>(
  flush: (handle: H, items: I[]) => Promise<O[]>,
  maxSize?: number,
) {
  const batchers = new WeakMap<H, (item: I) => Promise<O>>();
  return (handle: H, item: I): Promise<O> => {
    let batcher = batchers.get(handle);
    if (!batcher) {
      batcher = createBatcher((items: I[]) => flush(handle, items), maxSize);
      batchers.set(handle, batcher);
    }
    return batcher(item);
  };
}
