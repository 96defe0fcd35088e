import { describe, expect, it } from 'vitest';
import { invitedAuthPath, loginPath, safeNext } from './next';

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

describe('signing in to accept an invitation', () => {
  it('locks the invited email and comes back to the invitation', () => {
    const path = invitedAuthPath('signup', '/invitations/accept?token=abc_-1', 'Ann+x@example.com');
    const url = new URL(path, 'http://dashboard.test');
    expect(url.pathname).toBe('/signup');
    expect(url.searchParams.get('email')).toBe('Ann+x@example.com');
    expect(url.searchParams.get('next')).toBe('/invitations/accept?token=abc_-1');
  });

  it('never sends anyone to another site afterwards', () => {
    const path = invitedAuthPath('login', '//evil.example/x', 'ann@example.com');
    expect(new URL(path, 'http://dashboard.test').searchParams.get('next')).toBeNull();
  });
});
