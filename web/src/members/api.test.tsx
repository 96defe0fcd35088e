import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMembers } from './api';

/** 250 members, served 100 a page as the API does. */
function membersServer() {
  const all = Array.from({ length: 250 }, (_, i) => ({
    userId: `u${String(i).padStart(3, '0')}`,
    email: `m${i}@example.test`,
    name: `Member ${String(i).padStart(3, '0')}`,
    role: 'member',
    joinedAt: '2026-11-28T00:00:00.000Z',
  }));
  const pages: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit'));
    pages.push(`${url.pathname}?page=${page}&limit=${limit}`);
    const items = all.slice((page - 1) * limit, page * limit);
    const total = all.length;
    const totalPages = Math.ceil(total / limit);
    const meta = { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
    return new Response(JSON.stringify({ success: true, data: { items, meta } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, pages };
}

function Names() {
  const members = useMembers('w1');
  if (!members.data) return <p>loading</p>;
  return <p>{`${members.data.items.length} members, last ${members.data.items.at(-1)!.name}`}</p>;
}

describe('useMembers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every page of the members, not only the first 100', async () => {
    const server = membersServer();
    vi.stubGlobal('fetch', server.fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(<Names />, { wrapper });

    expect(await screen.findByText('250 members, last Member 249')).toBeTruthy();
    expect(server.pages).toEqual([
      '/api/workspaces/w1/members?page=1&limit=100',
      '/api/workspaces/w1/members?page=2&limit=100',
      '/api/workspaces/w1/members?page=3&limit=100',
    ]);
  });
});
