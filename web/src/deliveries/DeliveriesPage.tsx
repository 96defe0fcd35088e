import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useWebhooks } from '../webhooks/api';
import { useWorkspace } from '../workspaces/api';
import { useDeliveries, useDeliveryActions } from './api';
import { RecoverForm } from './RecoverForm';
import { DeliveryDetail } from './DeliveryDetail';
import {
  byState,
  lastDuration,
  lastResult,
  replayBlocker,
  STATES,
  type DeliveryState,
} from './summary';

const STATE_TONE: Record<DeliveryState, string> = {
  PENDING: 'muted',
  RETRYING: 'warn',
  SUCCEEDED: 'ok',
  DEAD: 'bad',
};

export function DeliveriesPage() {
  const { workspaceId } = useWorkspace();
  const { webhookId = '' } = useParams();
  const notify = useFeedback();
  const [state, setState] = useState<DeliveryState | ''>('');
  const [open, setOpen] = useState<string>();
  const webhooks = useWebhooks(workspaceId);
  const webhook = webhooks.data?.items.find((w) => w.id === webhookId);
  const deliveries = useDeliveries(workspaceId, webhookId);
  const { replay, recover } = useDeliveryActions(workspaceId, webhookId);
  const shown = byState(deliveries.data?.items ?? [], state);
  return (
    <section className="page">
      <p className="crumbs">
        <Link to={`/w/${workspaceId}/webhooks`}>Webhooks</Link> /
      </p>
      <h1>Deliveries</h1>
      {webhook && (
        <p className="muted">
          To <code>{webhook.url}</code>, newest first. The newest 200 finished deliveries are kept.
        </p>
      )}
      {webhook && (
        <RecoverForm
          active={webhook.active}
          pending={recover.isPending}
          onRecover={(since) =>
            recover.mutate(since, {
              onSuccess: ({ recovered }) =>
                notify(
                  recovered === 0
                    ? 'No failed deliveries to re-send since then'
                    : `${recovered} failed ${recovered === 1 ? 'delivery' : 'deliveries'} queued again, oldest first`,
                ),
              onError: (error) => notify(`Could not re-send: ${formError(error)}`, 'error'),
            })
          }
        />
      )}
      <div className="toolbar">
        <label htmlFor="state-filter">State</label>
        <select
          id="state-filter"
          value={state}
          onChange={(e) => setState(e.target.value as DeliveryState | '')}
        >
          <option value="">All states</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button secondary small"
          onClick={() => deliveries.refetch()}
        >
          Refresh
        </button>
      </div>
      <QueryState isPending={deliveries.isPending} error={deliveries.error} />
      {deliveries.data && shown.length === 0 && (
        <p className="muted">No deliveries{state && ` in state ${state}`}.</p>
      )}
      {shown.length > 0 && (
        <table>
          <caption className="visually-hidden">Deliveries</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last result</th>
              <th scope="col">Duration</th>
              <th scope="col">When</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((delivery) => {
              const blocker = replayBlocker(delivery, webhook?.active ?? true);
              const expanded = open === delivery.id;
              return (
                <Fragment key={delivery.id}>
                  <tr>
                    <th scope="row">
                      <code>{delivery.event}</code>
                      {delivery.replayOf && <span className="badge muted">replay</span>}
                    </th>
                    <td>
                      <span className={`badge ${STATE_TONE[delivery.state]}`}>
                        {delivery.state}
                      </span>
                    </td>
                    <td>{delivery.attempts}</td>
                    <td>{lastResult(delivery)}</td>
                    <td>{lastDuration(delivery)}</td>
                    <td>{when(delivery.createdAt)}</td>
                    <td className="row-actions">
                      <button
                        type="button"
                        className="button secondary small"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? undefined : delivery.id)}
                      >
                        {expanded ? 'Hide details' : 'Details'}
                      </button>
                      <button
                        type="button"
                        className="button small"
                        disabled={Boolean(blocker) || replay.isPending}
                        title={blocker}
                        onClick={() =>
                          replay.mutate(delivery, {
                            onSuccess: () => notify(`Replay of ${delivery.event} queued`),
                            onError: (error) =>
                              notify(`Replay failed: ${formError(error)}`, 'error'),
                          })
                        }
                      >
                        Replay
                      </button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr className="detail-row">
                      <td colSpan={7}>
                        <DeliveryDetail delivery={delivery} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
