import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'b'.repeat(43);

/** The API: spending any link's token answers `spend` (status and body). */
function server(spend: { status: number; body: unknown }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (pathname === '/api/auth/options')
      return reply(200, { success: true, data: { passwordLogin: true, singleSignOn: null } });
    return reply(spend.status, spend.body);
  });
  return { fetch, calls };
}

function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const spent = (calls: string[], path: string) => calls.includes(`POST /api${path}`);

describe('pages that mailed links open', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reset: spends the token only when the new password is saved, then goes home', async () => {
    const user = { id: 'u1', email: 'a@example.test', handle: 'a', name: 'A', createdAt: '' };
    const api = server({ status: 200, body: { success: true, data: { user, session: {} } } });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    const save = await screen.findByRole('button', { name: 'Save password and sign in' });
    expect(spent(api.calls, '/auth/password-reset/confirm')).toBe(false);

    fireEvent.change(screen.getByLabelText(/New password/), {
      target: { value: 'long enough secret' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(spent(api.calls, '/auth/password-reset/confirm')).toBe(true);
  });

  it('reset: a used link says so and offers to ask for a new one', async () => {
    const message = 'This password reset link was already used. Ask for a new link.';
    const api = server({
      status: 410,
      body: { success: false, error: { code: 'GONE', message } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    fireEvent.change(await screen.findByLabelText(/New password/), {
      target: { value: 'long enough secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('email confirmation: spends the token only on the button', async () => {
    const user = { id: 'u1', email: 'new@example.test', handle: 'a', name: 'A', createdAt: '' };
    const api = server({ status: 200, body: { success: true, data: user } });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(`/confirm-email?token=${TOKEN}`, <ConfirmEmailPage />);
    const confirm = await screen.findByRole('button', { name: 'Confirm my new email' });
    expect(spent(api.calls, '/auth/email/confirm')).toBe(false);
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toContain('new@example.test');
    expect(spent(api.calls, '/auth/email/confirm')).toBe(true);
  });
});
