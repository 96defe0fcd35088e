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
