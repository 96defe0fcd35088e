import { expect } from 'chai';
import { Semaphore, type Release } from '../../src/db/semaphore';

/** Long enough never to expire in these tests: they end every wait themselves. */
const FOREVER_MS = 60_000;

/** A permit that must have been granted. */
async function granted(semaphore: Semaphore, maxWaitMs = FOREVER_MS): Promise<Release> {
  const release = await semaphore.acquire(maxWaitMs);
  expect(release, 'a permit').to.be.a('function');
  return release!;
}

describe('Semaphore', () => {
  it('never lets more than its permits in at once, and gets every one back', async () => {
    const semaphore = new Semaphore(2);
    let inside = 0;
    let most = 0;
    const leave: (() => void)[] = [];
    const tasks = [1, 2, 3, 4, 5].map(async () => {
      const release = await granted(semaphore);
      inside += 1;
      most = Math.max(most, inside);
      await new Promise<void>((resolve) => leave.push(resolve));
      inside -= 1;
      release();
    });
    // Each step lets one holder leave once the two permits are taken and the rest wait.
    for (let left = 0; left < 5; left += 1) {
      while (leave.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(semaphore.inUse).to.equal(2 - Math.max(0, left - 3));
      leave.shift()!();
    }
    await Promise.all(tasks);
    expect(most).to.equal(2);
    expect([semaphore.inUse, semaphore.waiting]).to.deep.equal([0, 0]);
  });

  it('serves waiters in the order they came, ahead of later callers', async () => {
    const semaphore = new Semaphore(1);
    const first = await granted(semaphore);
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map(async (name) => {
      const release = await granted(semaphore);
      order.push(name);
      return release;
    });
    expect(semaphore.waiting).to.equal(3);
    first();
    const a = await waiters[0]!;
    // A caller arriving now queues behind b and c, though a's release is about to free one.
    const late = granted(semaphore).then((release) => {
      order.push('late');
      return release;
    });
    a();
    (await waiters[1]!)();
    (await waiters[2]!)();
    (await late)();
    expect(order).to.deep.equal(['a', 'b', 'c', 'late']);
    expect(semaphore.inUse).to.equal(0);
  });

  it('gives up after the bounded wait without taking a permit, and leaks none', async () => {
    const semaphore = new Semaphore(1);
    const held = await granted(semaphore);
    expect(await semaphore.acquire(20)).to.equal(undefined);
    expect(await semaphore.acquire(0)).to.equal(undefined);
    expect([semaphore.inUse, semaphore.waiting]).to.deep.equal([1, 0]);
    // The holder's release comes back to the semaphore, not to the waiter that gave up.
    held();
    expect(semaphore.inUse).to.equal(0);
    const again = await granted(semaphore, 0);
    again();
    expect(semaphore.inUse).to.equal(0);
  });

  it('takes back a permit once however often its release is called', async () => {
    const semaphore = new Semaphore(2);
    const one = await granted(semaphore);
    const two = await granted(semaphore);
    one();
    one();
    expect(semaphore.inUse).to.equal(1);
    two();
    expect(semaphore.inUse).to.equal(0);
  });

  it('refuses fewer than one permit', () => {
    expect(() => new Semaphore(0)).to.throw(RangeError);
    expect(() => new Semaphore(1.5)).to.throw(RangeError);
  });
});
