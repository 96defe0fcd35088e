import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from './AuthForm';

/** A service started with PASSWORD_LOGIN=false (or not), as getSignInOptions says. */
function options(passwordLogin: boolean) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { passwordLogin, singleSignOn: null } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('"Forgot password?" on the log-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered while password login is on', async () => {
    vi.stubGlobal('fetch', options(true));
    renderAt('/login', <AuthForm mode="login" />);
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/reset-password');
  });

  it('is gone with PASSWORD_LOGIN=false', async () => {
    vi.stubGlobal('fetch', options(false));
    renderAt('/login', <AuthForm mode="login" />);
    await screen.findByText(/Password login is turned off/);
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});
