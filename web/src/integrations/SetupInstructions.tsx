import type { Integration } from './api';
import { SETUP } from './hosts';

/** How to add the connection's webhook on its code host: where, which URL, secret and events. */
export function SetupInstructions({ integration }: { integration: Integration }) {
  const setup = SETUP[integration.provider];
  return (
    <ol className="setup">
      <li>
        On <code>{integration.baseUrl}</code>: {setup.where}.
      </li>
      <li>
        Payload URL: <code className="copyable">{integration.webhookUrl}</code>
      </li>
      <li>
        {setup.secretField}: the secret shown when the connection was made (or rotated).{' '}
        {setup.contentType}.
      </li>
      <li>Events: {setup.events}.</li>
    </ol>
  );
}
