import { createClient } from 'work-tracking-client';
import { withSilentRefresh } from './silent-refresh';

const baseUrl = '/api';
// Without a token the client uses the browser's cookie session.
const plain = createClient({ baseUrl, maxRetries: 0 });

/** The dashboard's one way to the API: the official client, cookie mode. */
export const api = createClient({
  baseUrl,
  fetch: withSilentRefresh(
    (request) => globalThis.fetch(request),
    () => plain.POST('/auth/refresh').then(() => true),
  ),
});
