import { expect } from 'chai';
import { createTroubleLog } from '../../src/webhooks/troubles';

describe('the trouble log of a worker process', () => {
  it('lets deliveries through while nothing happened to their webhook since they were leased', () => {
    const troubles = createTroubleLog();
    const leased = troubles.now();
    troubles.begin('other');
    troubles.end('other');
    expect(troubles.quietSince('w', leased)).to.equal(true);
  });

  it('holds back what was leased before a trouble began, and anything while it is recorded', () => {
    const troubles = createTroubleLog();
    const before = troubles.now();
    troubles.begin('w');
    expect(troubles.quietSince('w', before)).to.equal(false);
    // Leased while the trouble is being recorded: under the allowance of before, too.
    expect(troubles.quietSince('w', troubles.now())).to.equal(false);
  });

  it('holds back what a call made during the trouble leased, once it is recorded', () => {
    const troubles = createTroubleLog();
    troubles.begin('w');
    const during = troubles.now();
    troubles.end('w');
    expect(troubles.quietSince('w', during)).to.equal(false);
    expect(troubles.quietSince('w', troubles.now())).to.equal(true);
  });

  it("lets through what the trouble's own finish handed over, unless another one began", () => {
    const troubles = createTroubleLog();
    troubles.begin('w');
    const submitted = troubles.now();
    expect(troubles.quietSince('w', submitted, 1)).to.equal(true);
    troubles.begin('w');
    expect(troubles.quietSince('w', submitted, 1)).to.equal(false);
  });

  it('forgets webhooks past its bound, then starts over', () => {
    const troubles = createTroubleLog(2);
    const before = troubles.now();
    troubles.begin('a');
    troubles.end('a');
    troubles.begin('b');
    troubles.end('b');
    troubles.begin('c');
    troubles.end('c');
    expect(troubles.quietSince('a', before)).to.equal(true);
    expect(troubles.quietSince('c', before)).to.equal(false);
  });
});
