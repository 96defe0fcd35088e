import { describe, expect, it } from 'vitest';
import { withSilentRefresh } from './silent-refresh';

/** A server whose access cookie is valid only after `refresh` ran. */
function fakeServer() {
  const state = { refreshed: false, refreshes: 0, requests: [] as string[] };
  const fetch = async (request: Request) => {
    state.requests.push(
      `${request.method} ${new URL(request.url).pathname} ${await request.text()}`,
    );
    return new Response(null, { status: state.refreshed ? 200 : 401 });
  };
  const refresh = async () => {
    state.refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.refreshed = true;
    return true;
  };
  return { state, fetch, refresh };
}

describe('withSilentRefresh', () => {
  it('refreshes once on 401 and retries the request with its body', async () => {
    const server = fakeServer();
    const fetch = withSilentRefresh(server.fetch, server.refresh);
    const res = await fetch(
      new Request('http://x/api/workspaces', { method: 'POST', body: '{"name":"a"}' }),
    );
    expect(res.status).toBe(200);
    expect(server.state.refreshes).toBe(1);
    expect(server.state.requests).toEqual([
      'POST /api/workspaces {"name":"a"}',
      'POST /api/workspaces {"name":"a"}',
    ]);
  });

  it('shares one refresh between requests that fail together', async () => {
    const server = fakeServer();
    const fetch = withSilentRefresh(server.fetch, server.refresh);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((p) => fetch(new Request(`http://x/api/${p}`))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.state.refreshes).toBe(1);
  });

  it('returns the 401 when the refresh fails, without retrying', async () => {
    const server = fakeServer();
    const fetch = withSilentRefresh(server.fetch, async () => false);
    const res = await fetch(new Request('http://x/api/auth/me'));
    expect(res.status).toBe(401);
    expect(server.state.requests).toHaveLength(1);
  });

  it('never refreshes for the auth routes themselves', async () => {
    const server = fakeServer();
    const fetch = withSilentRefresh(server.fetch, server.refresh);
    for (const path of ['login', 'register', 'refresh', 'logout']) {
      expect(
        (await fetch(new Request(`http://x/api/auth/${path}`, { method: 'POST' }))).status,
      ).toBe(401);
    }
    expect(server.state.refreshes).toBe(0);
  });

  it('starts a new refresh after the previous one finished', async () => {
    let refreshes = 0;
    const fetch = withSilentRefresh(
      async () => new Response(null, { status: 401 }),
      async () => {
        refreshes += 1;
        return false;
      },
    );
    await fetch(new Request('http://x/api/a'));
    await fetch(new Request('http://x/api/b'));
    expect(refreshes).toBe(2);
  });
});
