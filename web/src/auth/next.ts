/**
 * A page of this dashboard to go to after logging in: a path on this origin. Anything
 * else (another site, `//host`, a scheme) is ignored, so a link cannot send someone who
 * logs in elsewhere.
 */
export function safeNext(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return undefined;
  }
  if (next.startsWith('/login') || next.startsWith('/signup')) return undefined;
  return next;
}

/** The log-in page, coming back to `path` afterwards (not for the home page). */
export function loginPath(path: string): string {
  const next = safeNext(path);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/**
 * The log-in or sign-up page for an invitation's addressee: the invited email filled in and
 * locked, and back to the invitation page (`next`) afterwards to accept it.
 */
export function invitedAuthPath(mode: 'login' | 'signup', next: string, email: string): string {
  const params = new URLSearchParams({ email });
  const back = safeNext(next);
  if (back) params.set('next', back);
  return `/${mode}?${params.toString()}`;
}
