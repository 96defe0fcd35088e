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

  it('lets through what a finish handed over once its troubles are ended, unless another is pending', () => {
    const troubles = createTroubleLog();
    troubles.begin('w');
    troubles.begin('w');
    // The finish recorded both: ended before its hand-overs are looked at.
    troubles.end('w');
    expect(troubles.quiet('w')).to.equal(false);
    troubles.end('w');
    expect(troubles.quiet('w')).to.equal(true);
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
