import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mentionTargets } from '../mentions/api';
import { Markdown } from './Markdown';

const targets = mentionTargets('ws1', [
  { userId: 'u1', handle: 'bob', name: 'Bob Marley' },
  { userId: 'u2', handle: 'Ada', name: 'Ada Lovelace' },
]);

function rendered(text: string) {
  return render(
    <MemoryRouter>
      <Markdown mentions={targets}>{text}</Markdown>
    </MemoryRouter>,
  ).container;
}

const chips = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('a.mention')).map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

describe('mention chips', () => {
  it('shows a member’s @handle as a chip linking to the issues assigned to them', () => {
    const container = rendered('Thanks @bob, and **@ada** too.');
    expect(chips(container)).toEqual([
      ['@bob', '/w/ws1/issues?assigneeId=u1'],
      ['@ada', '/w/ws1/issues?assigneeId=u2'],
    ]);
    expect(container.querySelector('a.mention')?.getAttribute('title')).toBe('Bob Marley');
    expect(container.textContent).toBe('Thanks @bob, and @ada too.');
  });

  it('leaves mentions in code spans and code blocks as code', () => {
    const container = rendered('Run `@bob` now\n\n```\n@bob\n```\n\n~~~\n@ada\n~~~');
    expect(chips(container)).toEqual([]);
    expect(container.querySelector('p code')?.textContent).toBe('@bob');
    expect(container.querySelector('pre')?.textContent).toContain('@bob');
  });

  it('keeps the handle of someone who is not a member, and email addresses, as text', () => {
    const container = rendered('@carol and bob@example.com and @bobby');
    expect(chips(container)).toEqual([]);
    expect(container.textContent).toBe('@carol and bob@example.com and @bobby');
  });

  it('leaves a link’s text alone', () => {
    const container = rendered('[ask @bob](https://example.com)');
    expect(chips(container)).toEqual([]);
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('keeps HTML written around a mention as text', () => {
    const container = rendered('<b onclick="x()">@bob</b> <script>@ada</script>');
    expect(container.querySelector('b, script, [onclick]')).toBeNull();
    expect(chips(container).map(([text]) => text)).toEqual(['@bob', '@ada']);
    expect(container.textContent).toBe('<b onclick="x()">@bob</b> <script>@ada</script>');
  });

  it('shows no chips without the members', () => {
    const { container } = render(<Markdown>{'@bob'}</Markdown>);
    expect(container.querySelector('a')).toBeNull();
  });
});
