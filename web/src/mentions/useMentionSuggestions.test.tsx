import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMentionSuggestions } from './api';

const MEMBERS = [
  { userId: 'u1', handle: 'bob', name: 'Bob Marley' },
  { userId: 'u2', handle: 'boris', name: 'Boris Vian' },
  { userId: 'u3', handle: 'ada', name: 'Ada Lovelace' },
].map((m) => ({ ...m, email: `${m.handle}@example.test`, role: 'member', joinedAt: '2026-11-28' }));

/** The members list (listMembers) as the API serves it: one page. */
function serveMembers() {
  const meta = { page: 1, limit: 100, total: 3, totalPages: 1, hasNext: false, hasPrev: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { items: MEMBERS, meta } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function Editor() {
  const [value, setValue] = useState('');
  const mention = useMentionSuggestions({ workspaceId: 'w1', value, onValueChange: setValue });
  return (
    <>
      <label htmlFor="body">Comment</label>
      <textarea id="body" {...mention.field} />
      {mention.popup}
    </>
  );
}

function renderEditor() {
  serveMembers();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Editor />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Comment' }) as HTMLTextAreaElement;
}

describe('useMentionSuggestions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists matching members as @ is typed and inserts the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const box = renderEditor();
    await user.click(box);
    await user.type(box, 'Hi @bo');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['@bob Bob Marley', '@boris Boris Vian']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(screen.getByRole('status').textContent).toMatch(/^2 members to mention/);

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box.value).toBe('Hi @boris ');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.type(box, 'thanks');
    expect(box.value).toBe('Hi @boris thanks');
  });

  it('closes with Escape, and a click on an option inserts it', async () => {
    const user = userEvent.setup();
    const box = renderEditor();
    await user.click(box);
    await user.type(box, '@a');
    await screen.findByRole('option', { name: '@ada Ada Lovelace' });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Typing on does not reopen the list closed for this @; a new @ does.
    await user.type(box, 'd');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, ' x @lov');
    await user.click(await screen.findByRole('option', { name: '@ada Ada Lovelace' }));
    await waitFor(() => expect(box.value).toBe('@ad x @ada '));
  });

  it('suggests nothing in an email address or inside code', async () => {
    const user = userEvent.setup();
    const box = renderEditor();
    await user.click(box);
    // The members are there: a plain @b lists them.
    await user.type(box, '@b');
    await screen.findByRole('option', { name: '@bob Bob Marley' });
    await user.type(box, ' mail bob@bo');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, ' or `@bo');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
