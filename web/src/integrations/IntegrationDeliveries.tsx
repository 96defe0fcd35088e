import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useIntegrationDeliveries, type IntegrationDelivery } from './api';

const OUTCOME_TONE: Record<IntegrationDelivery['outcome'], string> = {
  pending: 'muted',
  processed: 'ok',
  ignored: 'muted',
  rejected: 'bad',
};

/** The last 50 deliveries of a connection: event, when, outcome and why. */
export function IntegrationDeliveries({
  workspaceId,
  integrationId,
  name,
}: {
  workspaceId: string;
  integrationId: string;
  name: string;
}) {
  const deliveries = useIntegrationDeliveries(workspaceId, integrationId);
  const items = deliveries.data ?? [];
  return (
    <>
      <QueryState isPending={deliveries.isPending} error={deliveries.error} />
      {deliveries.data && items.length === 0 && <p className="muted">Nothing received yet.</p>}
      {items.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>Last deliveries from {name}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Received</th>
                <th scope="col">Outcome</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">
                    <code>{delivery.event}</code>
                    {delivery.action && <span className="muted"> · {delivery.action}</span>}
                  </th>
                  <td>{when(delivery.receivedAt)}</td>
                  <td>
                    <span className={`badge ${OUTCOME_TONE[delivery.outcome]}`}>
                      {delivery.outcome}
                    </span>
                  </td>
                  <td>{delivery.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="button secondary small" onClick={() => deliveries.refetch()}>
        Refresh deliveries
      </button>
    </>
  );
}
