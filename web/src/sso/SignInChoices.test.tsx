import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInChoices } from './SignInChoices';

/** A service with a provider, as getSignInOptions says. */
function options() {
  const singleSignOn = { displayName: 'Acme ID', available: true, startUrl: '/api/auth/sso/start' };
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { passwordLogin: true, singleSignOn } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SignInChoices />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('"Sign in with …"', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes back to the page that sent the visitor to log in (an invitation)', async () => {
    vi.stubGlobal('fetch', options());
    const invitation = '/invitations/accept?token=abc';
    renderAt(`/login?email=ivy%40example.test&next=${encodeURIComponent(invitation)}`);
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    const href = new URL(button.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/auth/sso/start');
    expect(href.searchParams.get('returnTo')).toBe(invitation);
  });

  it('never passes on another site as the way back', async () => {
    vi.stubGlobal('fetch', options());
    renderAt('/login?next=//evil.example');
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(button.getAttribute('href')).toBe('/api/auth/sso/start');
  });
});
