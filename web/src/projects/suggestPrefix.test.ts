import { describe, expect, it } from 'vitest';
import { suggestPrefix } from './ProjectForm';

describe('the prefix suggested from a project name', () => {
  it('takes the initials of several words, or the start of one, in capitals', () => {
    expect(suggestPrefix('Website')).toBe('WEB');
    expect(suggestPrefix('Mobile app v2')).toBe('MAV');
    expect(suggestPrefix('  ')).toBe('');
  });

  it('always fits the API pattern: 1–10 capital letters or digits', () => {
    const names = ['Ünïcode café', 'a-b_c.d e f g h i j k l m', '2026 roadmap', 'x'];
    for (const name of names) {
      const prefix = suggestPrefix(name);
      if (prefix) expect(prefix).toMatch(/^[A-Z0-9]{1,10}$/);
    }
  });
});
