import { expect } from 'chai';
import { keysIn } from '../../src/integrations/keys';

const pr = (fields: { title?: string; body?: string; branch?: string }) =>
  keysIn({ title: '', body: '', branch: '', ...fields });
const named = (fields: Parameters<typeof pr>[0]) =>
  pr(fields).named.map((k) => `${k.prefix}-${k.number}`);
const closing = (fields: Parameters<typeof pr>[0]) => [...pr(fields).closing];

describe('issue keys in a pull request', () => {
  const CLOSING_WORDS = [
    'close',
    'closes',
    'closed',
    'fix',
    'fixes',
    'fixed',
    'resolve',
    'resolves',
    'resolved',
    'complete',
    'completes',
    'completed',
    'implement',
    'implements',
    'implemented',
  ];

  it('takes every closing word, in any case, with or without a colon', () => {
    for (const word of CLOSING_WORDS) {
      for (const written of [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1)]) {
        expect(closing({ title: `${written} WEB-12` }), written).to.deep.equal(['WEB-12']);
        expect(closing({ body: `Done.\n${written}: web-3` }), written).to.deep.equal(['WEB-3']);
      }
    }
  });

  it('takes no other word, nor a closing word inside another word', () => {
    for (const text of [
      'closing WEB-1',
      'fixing WEB-1',
      'prefixes WEB-1',
      'unresolved WEB-1',
      'implementation WEB-1',
      'completely WEB-1',
      'see WEB-1',
      'fixes-WEB-1',
      'closes #WEB-1',
    ]) {
      expect(closing({ title: text }), text).to.deep.equal([]);
      expect(named({ title: text }), text).to.deep.equal(['WEB-1']);
    }
  });

  it('reads closing words in the title and body, never in the branch', () => {
    expect(closing({ branch: 'fixes WEB-4' })).to.deep.equal([]);
    expect(named({ branch: 'fixes-web-4' })).to.deep.equal(['WEB-4']);
    expect(closing({ title: 'Fixes WEB-1', body: 'Resolves WEB-2, see WEB-3' })).to.deep.equal([
      'WEB-1',
      'WEB-2',
    ]);
  });

  it('reads keys as whole words, in any case', () => {
    expect(
      named({
        title: 'WEB-1: x (web-2), [Web-3]. WEB-4!',
        body: 'WEB-12x XWEB-5 WEB-6a WEB-',
        branch: 'feature/web-7-login_WEB-8',
      }),
    ).to.deep.equal(['WEB-1', 'WEB-2', 'WEB-3', 'WEB-4', 'XWEB-5', 'WEB-7', 'WEB-8']);
    expect(named({ title: 'WEB-123' })).to.deep.equal(['WEB-123']);
    expect(named({ title: 'WEB-12' })).not.to.include('WEB-1');
  });
});
