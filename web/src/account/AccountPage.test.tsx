import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './AccountPage';

const ME = { id: 'u1', email: 'noor@acme.test', handle: 'noor', name: 'Noor', createdAt: '' };
const IDENTITY = {
  id: 'i1',
  provider: 'Acme ID',
  issuer: 'https://id.acme.test',
  email: ME.email,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: '2026-01-01T00:00:00.000Z',
};

/** The API for an account with or without a password, on a service with or without it. */
function server({ passwordSet, passwordLogin }: { passwordSet: boolean; passwordLogin: boolean }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    calls.push(`${request.method} ${pathname} ${body}`.trim());
    const data: Record<string, unknown> = {
      '/api/auth/options': {
        passwordLogin,
        singleSignOn: { displayName: 'Acme ID', available: true, startUrl: '/api/auth/sso/start' },
      },
      '/api/auth/identities': { passwordSet, identities: [IDENTITY] },
      '/api/auth/me': ME,
      '/api/auth/sessions': { items: [] },
      '/api/auth/password-reset': { message: 'If an account uses this email, …' },
    };
    return new Response(JSON.stringify({ success: true, data: data[pathname] }), {
      status: pathname === '/api/auth/password-reset' ? 202 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, calls };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account']}>
        <AccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the account page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the email and password forms to an account with a password', async () => {
    vi.stubGlobal('fetch', server({ passwordSet: true, passwordLogin: true }).fetch);
    renderPage();
    await screen.findByRole('button', { name: 'Change password' });
    expect(screen.getByRole('button', { name: 'Change email' })).toBeTruthy();
  });

  it('tells an account with no password how to set one, instead of forms it cannot use', async () => {
    const api = server({ passwordSet: false, passwordLogin: true });
    vi.stubGlobal('fetch', api.fetch);
    renderPage();
    const send = await screen.findByRole('button', { name: 'Email me a link to set a password' });
    expect(screen.getByText(/This account has no password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();

    fireEvent.click(send);
    await screen.findByText(/A link to set your password is on its way to noor@acme.test/);
    expect(api.calls).toContain(`POST /api/auth/password-reset {"email":"${ME.email}"}`);
  });

  it('offers neither with PASSWORD_LOGIN=false, and says why', async () => {
    vi.stubGlobal('fetch', server({ passwordSet: true, passwordLogin: false }).fetch);
    renderPage();
    await screen.findByText(/Password login is turned off on this service/);
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Email me a link/ })).toBeNull();
  });
});
