import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';

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

describe('the reset page with PASSWORD_LOGIN=false', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why instead of offering a form the API refuses', async () => {
    vi.stubGlobal('fetch', options(false));
    renderAt('/reset-password', <ResetPasswordPage />);
    await screen.findByText(/Password login is turned off on this service: sign in with single/);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it("still takes the operator's link (npm run reset-password): the break-glass way in", async () => {
    vi.stubGlobal('fetch', options(false));
    renderAt('/reset-password?token=from-the-operator', <ResetPasswordPage />);
    await screen.findByRole('button', { name: 'Save password and sign in' });
    await screen.findByText(/saving signs you in here, this once/);
  });
});
