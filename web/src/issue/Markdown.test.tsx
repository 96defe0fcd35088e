import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders GitHub-flavoured Markdown: emphasis, links, task lists and tables', () => {
    const { container } = render(
      <Markdown>
        {
          '**Bold** and [docs](https://example.com)\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |'
        }
      </Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    const task = container.querySelector('input[type="checkbox"]');
    expect(task?.getAttribute('aria-label')).toBe('Task');
    expect(task?.hasAttribute('checked') || (task as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('table td')?.textContent).toBe('1');
  });

  it('never turns HTML written by a user into elements', () => {
    const { container } = render(
      <Markdown>
        {
          'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<b onclick="x()">b</b>'
        }
      </Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    // What was written is there as escaped text, never as markup.
    expect(container.innerHTML).not.toMatch(/<script|<img|<b /i);
    expect(container.textContent).toContain('Hello <script>alert(1)</script>');
  });

  it('shows HTML people write in angle brackets as text, never dropped and never run', () => {
    const { container } = render(
      <Markdown>
        {
          '<script>alert(1)</script>\n\nThe <button> label and the <select> box stay.\n\n> quoted <b>bold</b>'
        }
      </Markdown>,
    );
    expect(container.querySelector('script, button, select, b')).toBeNull();
    const text = container.textContent ?? '';
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('The <button> label and the <select> box stay.');
    expect(text).toContain('quoted <b>bold</b>');
    expect(container.querySelector('blockquote')?.textContent).toContain('<b>bold</b>');
  });

  it('drops script URLs from links and images written in Markdown', () => {
    const { container } = render(
      <Markdown>{'[click](javascript:alert(1)) ![x](javascript:alert(2))'}</Markdown>,
    );
    expect(container.innerHTML).not.toMatch(/javascript:/i);
  });
});
