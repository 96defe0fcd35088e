import type { Webhook } from './api';

/** Active, paused by someone, or disabled by the service after failures. */
export function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.active) return <span className="badge ok">Active</span>;
  if (webhook.disabledReason === 'consecutive_failures') {
    return <span className="badge bad">Disabled after failures</span>;
  }
  return <span className="badge muted">Paused</span>;
}
