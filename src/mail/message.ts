/** What a mail holds, and the one layout every mail of the service is written in. */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the mail is about, if any: written to the log in place of the mail when no
   * SMTP server is set up, so an operator can pass it on.
   */
  link?: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs before the button, plain text. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Small print after the button (why the mail came, how long the link works). */
  footer?: string[];
}

/** A link into the dashboard on `BASE_URL`, with its query parameters. */
export function appLink(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The mail as text and HTML, with the same words in both. */
export function composeMail(content: MailContent): Mail {
  const { to, subject, paragraphs, action, footer = [] } = content;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...footer,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; max-width: 36rem">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 0.5rem 1rem; background: #1f6feb; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(action.label)}</a></p>`,
          `<p style="font-size: 0.875rem">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...footer.map(
      (line) => `<p style="font-size: 0.875rem; color: #59636e">${escapeHtml(line)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, ...(action ? { link: action.url } : {}) };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
