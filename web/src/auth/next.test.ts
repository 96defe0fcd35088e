import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from './next';

describe('the page to return to after logging in', () => {
  it('keeps a page of the dashboard, with its query', () => {
    expect(safeNext('/w/abc/projects/p1/issues/i1?tab=x')).toBe(
      '/w/abc/projects/p1/issues/i1?tab=x',
    );
    expect(loginPath('/w/abc/issues?status=todo')).toBe(
      '/login?next=%2Fw%2Fabc%2Fissues%3Fstatus%3Dtodo',
    );
    expect(loginPath('/')).toBe('/login');
  });

  it('never sends anyone to another site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'w/abc',
      '',
    ]) {
      expect(safeNext(bad), bad).toBeUndefined();
    }
    expect(safeNext('/login?next=/x')).toBeUndefined();
  });
});
