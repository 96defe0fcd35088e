import { useId, useState } from 'react';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { useIntegrationActions, type Integration } from './api';
import { providerLabel } from './hosts';
import { IntegrationDeliveries } from './IntegrationDeliveries';
import { SetupInstructions } from './SetupInstructions';

const ROTATION_ADVICE =
  'Paste it into the code host’s webhook settings. The previous secret keeps working for 24 hours.';

/** One connection: how to set its webhook up, its secret, and what its code host sent. */
export function IntegrationItem({
  workspaceId,
  integration,
}: {
  workspaceId: string;
  integration: Integration;
}) {
  const headingId = useId();
  const notify = useFeedback();
  const actions = useIntegrationActions(workspaceId);
  const [secret, setSecret] = useState<string>();
  const failed = (what: string) => (error: unknown) =>
    notify(`${what} failed: ${formError(error)}`, 'error');
  return (
    <article className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {integration.name}{' '}
        <span className="badge muted">{providerLabel(integration.provider)}</span>
      </h3>
      <dl className="facts inline">
        <div>
          <dt>Host</dt>
          <dd>{integration.baseUrl}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{when(integration.createdAt)}</dd>
        </div>
        {integration.previousSecretExpiresAt && (
          <div>
            <dt>Previous secret accepted until</dt>
            <dd>{when(integration.previousSecretExpiresAt)}</dd>
          </div>
        )}
      </dl>
      <h4>Set-up</h4>
      <SetupInstructions integration={integration} />
      {secret && (
        <OneTimeSecret
          label={`New secret for ${integration.name}`}
          value={secret}
          advice={ROTATION_ADVICE}
          onDone={() => setSecret(undefined)}
        />
      )}
      <div className="actions">
        <ConfirmButton
          label={`Rotate secret of ${integration.name}`}
          title={`Rotate the secret of ${integration.name}?`}
          disabled={actions.rotate.isPending}
          onConfirm={() =>
            actions.rotate.mutate(integration.id, {
              onSuccess: (rotated) => setSecret(rotated.secret),
              onError: failed('Rotating the secret'),
            })
          }
        >
          A new secret is shown once; the current one keeps working for 24 hours.
        </ConfirmButton>
        <ConfirmButton
          danger
          label={`Delete ${integration.name}`}
          title={`Delete ${integration.name}?`}
          disabled={actions.remove.isPending}
          onConfirm={() =>
            actions.remove.mutate(integration.id, {
              onSuccess: () => notify(`${integration.name} deleted`),
              onError: failed('Deleting'),
            })
          }
        >
          Its webhook stops being accepted. Pull requests it linked stay linked.
        </ConfirmButton>
      </div>
      <h4>Deliveries</h4>
      <IntegrationDeliveries
        workspaceId={workspaceId}
        integrationId={integration.id}
        name={integration.name}
      />
    </article>
  );
}
