import { useState } from 'react';
import './integrations.css';
import { useFeedback } from '../ui/Feedback';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useCreateIntegration, useIntegrations, type Integration } from './api';
import { IntegrationForm } from './IntegrationForm';
import { IntegrationItem } from './IntegrationItem';
import { PullRequestRules } from './PullRequestRules';
import { SetupInstructions } from './SetupInstructions';

/** Settings → Code hosts: connect GitHub, Gitea/Forgejo or GitLab, and watch what they send. */
export function IntegrationsPage() {
  const { workspaceId } = useWorkspace();
  const notify = useFeedback();
  const [created, setCreated] = useState<{ integration: Integration; secret: string }>();
  const [formKey, setFormKey] = useState(0);
  const integrations = useIntegrations(workspaceId);
  const create = useCreateIntegration(workspaceId);
  return (
    <section className="page">
      <h1>Code hosts</h1>
      <p className="muted">
        A code host’s webhook links pull requests to the issues whose keys (like <code>WEB-12</code>
        ) appear in their title, description or branch, and keeps their state current. A closing
        word before a key (<code>Fixes WEB-12</code>) moves the issue to Done when the pull request
        merges into the default branch.
      </p>
      <div className="card">
        <h2>Connect a code host</h2>
        {created ? (
          <>
            <SetupInstructions integration={created.integration} />
            <OneTimeSecret
              label="Webhook secret"
              value={created.secret}
              advice="Paste it into the code host’s webhook settings."
              onDone={() => setCreated(undefined)}
            />
          </>
        ) : (
          <IntegrationForm
            key={formKey}
            pending={create.isPending}
            error={create.error}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: ({ secret, ...integration }) => {
                  setCreated({ integration, secret });
                  setFormKey((k) => k + 1);
                  notify(`${integration.name} connected`);
                },
              })
            }
          />
        )}
      </div>
      <h2>Connections</h2>
      <QueryState isPending={integrations.isPending} error={integrations.error} />
      {integrations.data?.items.length === 0 && <p className="muted">No code hosts yet.</p>}
      {integrations.data?.items.map((integration) => (
        <IntegrationItem key={integration.id} workspaceId={workspaceId} integration={integration} />
      ))}
      <PullRequestRules workspaceId={workspaceId} />
    </section>
  );
}
