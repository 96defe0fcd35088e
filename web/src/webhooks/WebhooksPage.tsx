import { useState } from 'react';
import { useFeedback } from '../ui/Feedback';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useCreateWebhook, useWebhooks } from './api';
import { WebhookForm } from './WebhookForm';
import { WebhookItem } from './WebhookItem';

export function WebhooksPage() {
  const { workspaceId, workspace } = useWorkspace();
  const notify = useFeedback();
  const [secret, setSecret] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const webhooks = useWebhooks(workspaceId);
  const create = useCreateWebhook(workspaceId);
  const apiAccess = workspace?.features.includes('api-access') ?? true;
  return (
    <section className="page">
      <h1>Webhooks</h1>
      <p className="muted">
        The service POSTs a signed JSON message to your URL when something changes. Verify the{' '}
        <code>X-Service-Signature</code> header with the signing secret.
      </p>
      {!apiAccess && (
        <p className="notice warning">
          Webhooks are not part of the {workspace?.plan} plan. They come with PRO, TEAM and
          ENTERPRISE: ask the operator of this service to change the workspace’s plan.
        </p>
      )}
      <div className="card">
        <h2>Create webhook</h2>
        {secret ? (
          <OneTimeSecret
            label="Signing secret"
            value={secret}
            advice="Your receiver checks every delivery’s signature with it."
            onDone={() => setSecret(undefined)}
          />
        ) : (
          <WebhookForm
            key={formKey}
            submitLabel="Create webhook"
            pending={create.isPending}
            error={create.error}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (webhook) => {
                  setSecret(webhook.secret);
                  setFormKey((k) => k + 1);
                  notify(`Webhook to ${webhook.url} created`);
                },
              })
            }
          />
        )}
      </div>
      <h2>Your webhooks</h2>
      <QueryState isPending={webhooks.isPending} error={webhooks.error} />
      {webhooks.data?.items.length === 0 && <p className="muted">No webhooks yet.</p>}
      {webhooks.data?.items.map((webhook) => (
        <WebhookItem key={webhook.id} workspaceId={workspaceId} webhook={webhook} />
      ))}
    </section>
  );
}
