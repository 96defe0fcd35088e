/** The words of a notification email: what is unread, grouped by issue, with links. */
import type { Config } from '../config';
import { appLink, type Mail } from '../mail/message';
import type { DigestEntry, PendingDigest } from './email-queries';
import { unsubscribeToken } from './unsubscribe';

const WHAT: Record<string, string> = {
  'issue.created': 'created the issue',
  'issue.updated': 'updated the issue',
  'comment.created': 'commented',
  'comment.updated': 'edited a comment',
  'issue.pr_linked': 'linked a pull request',
  'issue.pr_status_changed': 'a pull request changed',
};

const WHY: Record<string, string> = {
  assigned: 'you are assigned',
  mentioned: 'you were mentioned',
  watching: 'you watch it',
};

function line(entry: DigestEntry): string {
  const who = entry.actorName ?? 'Someone';
  const why = entry.reasons.map((reason) => WHY[reason] ?? reason).join(', ');
  return `${entry.key} ${entry.title}: ${who} ${WHAT[entry.event] ?? entry.event} (${why})`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** One email for the pending entries, with one-click unsubscribe (RFC 8058). */
export function composeDigest(config: Config, pending: PendingDigest): Mail {
  const { entries } = pending;
  const issueUrl = (entry: DigestEntry) =>
    appLink(
      config.baseUrl,
      `/w/${entry.workspaceId}/projects/${entry.projectId}/issues/${entry.issueId}`,
    );
  const inboxUrl = appLink(config.baseUrl, `/w/${entries[0]!.workspaceId}/inbox`);
  const token = unsubscribeToken(config.secretsKeys, pending.userId);
  const unsubscribeUrl = appLink(config.baseUrl, '/api/notifications/unsubscribe', { token });
  const settingsUrl = appLink(config.baseUrl, '/unsubscribe', { token });
  const first = entries[0]!;
  const subject =
    entries.length === 1
      ? `${first.key} ${first.title}`
      : `${entries.length} updates: ${first.key} and ${entries.length - 1} more`;
  const text = [
    `Hello ${pending.name}, here is what happened on issues you follow:`,
    ...entries.map((entry) => `${line(entry)}\n${issueUrl(entry)}`),
    `Your inbox: ${inboxUrl}`,
    `You get these emails for issues you are assigned, mentioned in or watch. Stop them: ${settingsUrl}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; max-width: 36rem">',
    `<p>Hello ${escapeHtml(pending.name)}, here is what happened on issues you follow:</p>`,
    '<ul>',
    ...entries.map(
      (entry) => `<li><a href="${escapeHtml(issueUrl(entry))}">${escapeHtml(line(entry))}</a></li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(inboxUrl)}">Open your inbox</a></p>`,
    `<p style="font-size: 0.875rem; color: #59636e">You get these emails for issues you are assigned, mentioned in or watch. <a href="${escapeHtml(settingsUrl)}">Stop these emails</a>.</p>`,
    '</body></html>',
  ].join('\n');
  return { to: pending.email, subject, text, html, link: inboxUrl, unsubscribeUrl };
}
