import { randomUUID } from 'node:crypto';
import { createClient, SCOPE_VALUES, type ApiClient } from '../../src/index.js';
import type { Fetch } from '../../src/retry.js';
import { live } from '../setup.js';

/**
 * A fetch with a cookie jar and the first-party `Origin`, standing in for the browser in
 * cookie mode (Node's fetch keeps no cookies). It records every request it sends.
 */
export function browserFetch(origin: string) {
  const jar = new Map<string, string>();
  const sent: Request[] = [];
  const fetchWithCookies: Fetch = async (request) => {
    sent.push(request.clone());
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('origin', origin);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await fetch(request.url, { method: request.method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return { fetch: fetchWithCookies, sent, jar };
}

/** A fetch that records each request and when it left, then sends it. */
export function recordingFetch() {
  const sent: { request: Request; at: number }[] = [];
  const responses: Response[] = [];
  const recording: Fetch = async (request) => {
    sent.push({ request: request.clone(), at: Date.now() });
    const response = await fetch(request);
    responses.push(response.clone());
    return response;
  };
  return { fetch: recording, sent, responses };
}

/** A registered owner (cookie client), a PRO workspace with one project, and a PAT. */
export async function givenWorkspace() {
  const { apiUrl, origin } = live.server;
  const browser = browserFetch(origin);
  const session = createClient({ baseUrl: apiUrl, fetch: browser.fetch });
  const email = `owner-${randomUUID()}@client.test`;
  await session.POST('/auth/register', {
    body: { email, password: 'correct horse battery', name: 'Owner' },
  });
  const workspace = await session.POST('/workspaces', { body: { name: 'Client tests' } });
  const workspaceId = workspace.id;
  const project = await session.POST('/workspaces/{workspaceId}/projects', {
    params: { path: { workspaceId } },
    body: { name: 'Client', prefix: 'CL' },
  });
  const newToken = async () =>
    (
      await session.POST('/workspaces/{workspaceId}/api-tokens', {
        params: { path: { workspaceId } },
        body: { name: `token ${randomUUID()}`, scopes: [...SCOPE_VALUES] },
      })
    ).token;
  const token = await newToken();
  const api: ApiClient = createClient({ baseUrl: apiUrl, token });
  return { session, browser, api, token, newToken, workspaceId, projectId: project.id, email };
}
