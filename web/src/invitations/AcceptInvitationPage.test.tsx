import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const TOKEN = 'a'.repeat(43);
const PREVIEW = {
  email: 'ann@example.test',
  workspaceName: 'Acme',
  inviterName: 'Bea',
  role: 'admin',
  expiresAt: '2026-12-06T00:00:00.000Z',
  hasAccount: true,
};

/** The API as the page meets it: who is signed in, the invitation, and its acceptance. */
function server(me: { email: string } | undefined) {
  const calls: string[] = [];
  const json = (status: number, data: unknown) =>
    new Response(JSON.stringify(status < 400 ? { success: true, data } : data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    calls.push(`${request.method} ${pathname} ${body}`.trim());
    if (pathname === '/api/invitations/lookup') return json(200, PREVIEW);
    if (pathname === '/api/invitations/accept')
      return json(200, { id: 'w1', name: 'Acme', plan: 'FREE', features: [], role: 'admin' });
    if (pathname === '/api/auth/me' && me)
      return json(200, { id: 'u1', handle: 'ann', name: 'Ann', createdAt: '', ...me });
    return json(401, {
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Not signed in' },
    });
  });
  return { fetch, calls };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/invitations/accept?token=${TOKEN}`]}>
        <Routes>
          <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
          <Route path="/w/:workspaceId" element={<p>In the workspace</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the invitation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('only reads the invitation when opened, and accepts it on the button', async () => {
    const api = server({ email: 'Ann@Example.test' });
    vi.stubGlobal('fetch', api.fetch);
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept invitation' });
    expect(screen.getByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    expect(api.calls.some((call) => call.includes('/invitations/accept'))).toBe(false);

    fireEvent.click(accept);
    expect(await screen.findByText('In the workspace')).toBeTruthy();
    expect(api.calls).toContain(`POST /api/invitations/accept ${JSON.stringify({ token: TOKEN })}`);
  });

  it('sends a signed-out invitee to log in as the invited email, and back', async () => {
    vi.stubGlobal('fetch', server(undefined).fetch);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Log in to accept' });
    const target = new URL(link.getAttribute('href')!, 'http://dashboard.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('email')).toBe('ann@example.test');
    expect(target.searchParams.get('next')).toBe(`/invitations/accept?token=${TOKEN}`);
  });

  it('tells someone signed in with another email, and offers to log out', async () => {
    vi.stubGlobal('fetch', server({ email: 'zed@example.test' }).fetch);
    renderPage();
    expect(await screen.findByText(/You are signed in as zed@example.test/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
