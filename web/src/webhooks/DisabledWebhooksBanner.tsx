import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { isAdmin, useWorkspace } from '../workspaces/api';
import { useWebhookActions, useWebhooks } from './api';

/** On every settings page: webhooks the service disabled after repeated failures. */
export function DisabledWebhooksBanner() {
  const { workspaceId, workspace } = useWorkspace();
  const notify = useFeedback();
  const webhooks = useWebhooks(workspaceId, { enabled: isAdmin(workspace) });
  const { update } = useWebhookActions(workspaceId);
  const disabled =
    webhooks.data?.items.filter((w) => !w.active && w.disabledReason === 'consecutive_failures') ??
    [];
  if (disabled.length === 0) return null;
  return (
    <div className="banner" role="region" aria-label="Disabled webhooks">
      {disabled.map((webhook) => (
        <div key={webhook.id} className="banner-row">
          <p>
            <strong>Webhook disabled.</strong> Deliveries to <code>{webhook.url}</code> failed{' '}
            {webhook.consecutiveFailures} times in a row, so none have been sent since{' '}
            {when(webhook.disabledAt)}. Fix the receiver, then re-enable it.
          </p>
          <button
            type="button"
            className="button small"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { webhookId: webhook.id, body: { active: true } },
                {
                  onSuccess: () => notify(`Webhook to ${webhook.url} re-enabled`),
                  onError: (error) => notify(`Could not re-enable: ${formError(error)}`, 'error'),
                },
              )
            }
          >
            Re-enable
          </button>
        </div>
      ))}
    </div>
  );
}
