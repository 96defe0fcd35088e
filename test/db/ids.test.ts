import { expect } from 'chai';
import { newId } from '../../src/db/ids';

describe('row ids', () => {
  it('are a letter then 23 letters or digits, distinct, every character in use', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) expect(id).to.match(/^[a-z][a-z0-9]{23}$/);
    expect(new Set(ids).size).to.equal(ids.length);
    // 460,000 characters after the first: each of the 36 expected about 12,800 times.
    const counts = new Map<string, number>();
    for (const id of ids) for (const c of id.slice(1)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).to.equal(36);
    for (const count of counts.values()) expect(count).to.be.within(11_500, 14_100);
  });
});
