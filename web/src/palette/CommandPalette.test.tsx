import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIssue } from '../api/fixtures';
import type { Workspace } from '../workspaces/api';
import { CommandPalette } from './CommandPalette';

const workspace = { id: 'w1', name: 'Acme', role: 'member', plan: 'FREE' } as Workspace;

/** The API as far as the palette reads it: issues found by `search`, one project, one workspace. */
function apiServer() {
  const searches: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    let items: unknown[] = [];
    if (url.pathname.endsWith('/issues')) {
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      // As the API answers `web-2`: the named issue first, then a newer one mentioning it.
      if (search.toLowerCase() === 'web-2')
        items = [
          testIssue(2, { prefix: 'WEB', title: 'Write the release notes' }),
          testIssue(4, { prefix: 'WEB', title: 'Mention web-2 in the changelog' }),
        ];
    } else if (url.pathname.endsWith('/projects')) {
      items = [{ id: 'p1', name: 'Website', prefix: 'WEB' }];
    } else if (url.pathname === '/api/workspaces') {
      items = [workspace];
    }
    const meta = { page: 1, limit: 100, total: items.length, totalPages: 1 };
    return new Response(JSON.stringify({ success: true, data: { items, meta } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, searches };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPalette(perform = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/w/w1']}>
        <button type="button">Somewhere</button>
        <CommandPalette
          workspace={workspace}
          actions={[{ id: 'create-issue', label: 'Create issue', perform }]}
        />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { perform };
}

const combobox = () => screen.getByRole('combobox', { name: 'Jump to' });
const ctrlK = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'k', ctrlKey: true });

describe('CommandPalette', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Ctrl-K as a combobox over its grouped options, and Escape gives the focus back', async () => {
    vi.stubGlobal('fetch', apiServer().fetch);
    renderPalette();
    const somewhere = screen.getByRole('button', { name: 'Somewhere' });
    somewhere.focus();
    ctrlK();
    const field = combobox();
    await waitFor(() => expect(document.activeElement).toBe(field));
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('option', { name: /Website/ });
    const first = screen.getAllByRole('option')[0]!;
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('group', { name: 'Views' })).toBeTruthy();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(somewhere);
  });

  it('opens the issue a key names when Enter is pressed before the search has answered', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    renderPalette();
    ctrlK();
    fireEvent.change(combobox(), { target: { value: 'web-2' } });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/w/w1/projects/p1/issues/i002'),
    );
    expect(server.searches).toEqual(['web-2']);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('runs an action after closing, and says when nothing matches', async () => {
    vi.stubGlobal('fetch', apiServer().fetch);
    const { perform } = renderPalette();
    ctrlK();
    fireEvent.change(combobox(), { target: { value: 'zzz' } });
    await screen.findByText('Nothing matches “zzz”', { selector: '.palette-empty' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.change(combobox(), { target: { value: 'create' } });
    await screen.findByRole('option', { name: /Create issue/ });
    await act(async () => {
      fireEvent.keyDown(combobox(), { key: 'Enter' });
    });
    await waitFor(() => expect(perform).toHaveBeenCalledOnce());
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
