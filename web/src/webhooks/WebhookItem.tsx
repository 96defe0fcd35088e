import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { useWebhookActions, type Webhook } from './api';
import { WebhookForm } from './WebhookForm';
import { healthSummary, inFlightSummary } from './health';
import { WebhookState } from './WebhookState';

const OVERLAP_ADVICE =
  'Deliveries already queued, and their retries, are still signed with the previous secret. ' +
  'Have your receiver accept both secrets for at least 5 minutes, then drop the old one.';

/** One webhook: what it sends where, how it is doing, and everything one can do to it. */
export function WebhookItem({ workspaceId, webhook }: { workspaceId: string; webhook: Webhook }) {
  const headingId = useId();
  const notify = useFeedback();
  const actions = useWebhookActions(workspaceId);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string>();
  const failed = (what: string) => (error: unknown) =>
    notify(`${what} failed: ${formError(error)}`, 'error');

  return (
    <article className="card webhook" aria-labelledby={headingId}>
      <header className="webhook-head">
        <h3 id={headingId}>{webhook.url}</h3>
        <WebhookState webhook={webhook} />
      </header>
      {editing ? (
        <WebhookForm
          initial={webhook}
          submitLabel="Save changes"
          pending={actions.update.isPending}
          error={actions.update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            actions.update.mutate(
              { webhookId: webhook.id, body },
              {
                onSuccess: () => {
                  setEditing(false);
                  notify('Webhook saved');
                },
              },
            )
          }
        />
      ) : (
        <>
          <dl className="facts inline">
            <div>
              <dt>Events</dt>
              <dd>
                <ul className="tags">
                  {webhook.events.map((event) => (
                    <li key={event}>
                      <code>{event}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>Consecutive failures</dt>
              <dd>{webhook.consecutiveFailures}</dd>
            </div>
            <div>
              <dt>Last 24 hours</dt>
              <dd>{healthSummary(webhook.health)}</dd>
            </div>
            <div>
              <dt>Concurrency</dt>
              <dd>{inFlightSummary(webhook.health)}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{when(webhook.createdAt)}</dd>
            </div>
          </dl>
          {secret && (
            <OneTimeSecret
              label="New signing secret"
              value={secret}
              advice={OVERLAP_ADVICE}
              onDone={() => setSecret(undefined)}
            />
          )}
          <div className="actions start">
            <Link className="button secondary small" to={`${webhook.id}/deliveries`}>
              Deliveries
            </Link>
            <button
              type="button"
              className="button secondary small"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button secondary small"
              disabled={!webhook.active || actions.ping.isPending}
              title={webhook.active ? undefined : 'Re-enable the webhook to send a ping'}
              onClick={() =>
                actions.ping.mutate(webhook.id, {
                  onSuccess: () => notify('Ping queued: see Deliveries for the result'),
                  onError: failed('Ping'),
                })
              }
            >
              Send ping
            </button>
            <ConfirmButton
              label="Rotate secret"
              title="Rotate the signing secret?"
              onConfirm={() =>
                actions.rotate.mutate(webhook.id, {
                  onSuccess: (rotated) => {
                    setSecret(rotated.secret);
                    notify('Signing secret rotated');
                  },
                  onError: failed('Rotating the secret'),
                })
              }
            >
              New deliveries will be signed with a new secret, shown once. {OVERLAP_ADVICE}
            </ConfirmButton>
            {!webhook.active && (
              <button
                type="button"
                className="button small"
                onClick={() =>
                  actions.update.mutate(
                    { webhookId: webhook.id, body: { active: true } },
                    {
                      onSuccess: () => notify('Webhook re-enabled'),
                      onError: failed('Re-enabling'),
                    },
                  )
                }
              >
                Re-enable
              </button>
            )}
            <ConfirmButton
              label="Delete"
              title="Delete this webhook?"
              danger
              onConfirm={() =>
                actions.remove.mutate(webhook.id, {
                  onSuccess: () => notify('Webhook deleted'),
                  onError: failed('Deleting'),
                })
              }
            >
              Deliveries to <code>{webhook.url}</code> stop at once and its delivery history is
              deleted.
            </ConfirmButton>
          </div>
        </>
      )}
    </article>
  );
}
