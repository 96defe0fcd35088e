import { when } from '../ui/format';
import type { Delivery } from './summary';

/** Every attempt of one delivery, and the payload it carries. */
export function DeliveryDetail({ delivery }: { delivery: Delivery }) {
  return (
    <div className="delivery-detail" role="region" aria-label={`Delivery ${delivery.id}`}>
      <h3>Attempts</h3>
      {delivery.attemptLog.length === 0 ? (
        <p className="muted">No attempt yet; the first is due {when(delivery.nextAttemptAt)}.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Attempt</th>
              <th scope="col">Result</th>
              <th scope="col">Duration</th>
              <th scope="col">When</th>
              <th scope="col">Receiver’s answer</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attemptLog.map((attempt) => (
              <tr key={attempt.attempt}>
                <td>{attempt.attempt}</td>
                <td>
                  {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : attempt.error}
                </td>
                <td>{attempt.durationMs} ms</td>
                <td>{when(attempt.createdAt)}</td>
                <td>
                  <ReceiverAnswer attempt={attempt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {delivery.state === 'RETRYING' && (
        <p className="muted">Next attempt {when(delivery.nextAttemptAt)}.</p>
      )}
      {delivery.replayOf && (
        <p className="muted">
          Replay of delivery <code>{delivery.replayOf}</code>.
        </p>
      )}
      <h3>Payload</h3>
      <pre className="payload">
        {JSON.stringify({ event: delivery.event, payload: delivery.payload }, null, 2)}
      </pre>
    </div>
  );
}

/** What the receiver answered to one attempt: its headers and the start of its body. */
function ReceiverAnswer({ attempt }: { attempt: Delivery['attemptLog'][number] }) {
  if (!attempt.responseHeaders) return <span className="muted">No answer</span>;
  const headers = Object.entries(attempt.responseHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <details>
      <summary>
        {attempt.responseBody
          ? `${attempt.responseBody.slice(0, 40)}${attempt.responseBody.length > 40 ? '…' : ''}`
          : 'Empty body'}
      </summary>
      <pre className="payload">{headers}</pre>
      {attempt.responseBody && (
        <pre className="payload">
          {attempt.responseBody}
          {attempt.responseBodyCut && '\n… (cut at 2 KiB)'}
        </pre>
      )}
    </details>
  );
}
