import { describe, expect, it } from 'vitest';
import { MAX_LABEL_FILTER } from '../labels/api';
import { readBoardFilters, withParams } from './filters';

const read = (query: string) => readBoardFilters(new URLSearchParams(query));

describe('the board filters in the address', () => {
  it('takes several labels, as the issue list does: each well-formed id once, in order', () => {
    expect(read('label=lbug&label=lui&label=Not%20an%20id&label=lbug')).toEqual({
      labelId: ['lbug', 'lui'],
    });
    // A link from before the board took several labels still works.
    expect(read('label=lbug')).toEqual({ labelId: ['lbug'] });
    expect(read('priority=urgent&sprint=s1x')).toEqual({ priority: 'urgent', sprintId: 's1x' });
    expect(read('priority=extreme')).toEqual({});
    // No more than the API takes (listIssues: 20 labelId values).
    const many = Array.from({ length: 25 }, (_, n) => `label=l${n}x`).join('&');
    expect(read(many).labelId).toHaveLength(MAX_LABEL_FILTER);
  });

  it('writes each label as a parameter of its own, and none as no parameter', () => {
    const current = new URLSearchParams('priority=high&label=lold');
    expect(withParams(current, 'label', ['lbug', 'lui']).toString()).toBe(
      'priority=high&label=lbug&label=lui',
    );
    expect(withParams(current, 'label', []).toString()).toBe('priority=high');
    expect(withParams(current, 'priority', ['']).toString()).toBe('label=lold');
  });
});
