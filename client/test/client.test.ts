import { expect } from 'chai';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  createClient,
  ifMatch,
  NotFoundError,
  paginate,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  ServerError,
  ValidationError,
} from '../src/index.js';
import { live } from './setup.js';
import { TOKEN_LIMIT } from './support/server.js';
import { givenWorkspace, recordingFetch } from './support/world.js';

/** Resolves to the error a call throws; fails when it resolves instead. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('createClient against the live server', () => {
  it('creates, reads, updates and deletes an issue, resolving to the envelope data', async () => {
    const { api, workspaceId, projectId } = await givenWorkspace();
    const created = await api.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'Crash on save' },
    });
    expect(created).to.include({ projectId, title: 'Crash on save', number: 1 });
    const path = { workspaceId, projectId, issueId: created.id };
    const fetched = await api.GET(
      '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}',
      {
        params: { path },
      },
    );
    expect(fetched.id).to.equal(created.id);
    const updated = await api.PATCH(
      '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}',
      { params: { path }, body: { status: 'in_progress' } },
    );
    expect(updated.status).to.equal('in_progress');
    const deleted = await api.DELETE(
      '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}',
      { params: { path } },
    );
    expect(deleted).to.equal(undefined);
    const gone = await failure(
      api.GET('/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}', {
        params: { path },
      }),
    );
    expect(gone).to.be.instanceOf(NotFoundError);
  });

  it('paginates over 250 issues page by page, honouring limit and filters', async () => {
    const { session, api, newToken, workspaceId, projectId } = await givenWorkspace();
    // Created through the cookie session, which only the (raised) per-IP limit counts.
    for (let i = 0; i < 250; i += 1) {
      await session.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title: `Issue ${i}`, status: i % 5 === 0 ? 'done' : 'todo' },
      });
    }
    const recorder = recordingFetch();
    const counted = createClient({
      baseUrl: live.server.apiUrl,
      token: await newToken(),
      fetch: recorder.fetch,
    });
    const seen = new Set<number>();
    for await (const issue of paginate(counted, '/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId }, query: { limit: 100, sortBy: 'number', sortOrder: 'asc' } },
    })) {
      seen.add(issue.number);
    }
    expect(seen.size).to.equal(250);
    expect(
      recorder.sent.map(({ request }) => new URL(request.url).searchParams.get('page')),
    ).to.deep.equal(['1', '2', '3']);

    const done: string[] = [];
    for await (const issue of paginate(api, '/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId }, query: { status: 'done' } },
    })) {
      done.push(issue.status);
    }
    expect(done).to.have.length(50);
    expect(new Set(done)).to.deep.equal(new Set(['done']));
  });

  describe('errors', () => {
    it('throws ValidationError with details by field for a 400', async () => {
      const { api, workspaceId } = await givenWorkspace();
      const error = await failure(
        api.POST('/workspaces/{workspaceId}/issues', {
          params: { path: { workspaceId } },
          body: { projectId: 'nope!', title: '' },
        }),
      );
      expect(error).to.be.instanceOf(ValidationError);
      expect(error).to.include({ status: 400, code: 'VALIDATION_ERROR' });
      expect(error.details).to.have.property('title');
      expect(error.requestId).to.be.a('string').and.not.equal('');
    });

    it('throws AuthenticationError for a 401', async () => {
      const error = await failure(
        createClient({ baseUrl: live.server.apiUrl, token: `hsp_nobody_${'0'.repeat(64)}` }).GET(
          '/workspaces',
        ),
      );
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(error.status).to.equal(401);
      expect(error.code).to.be.a('string');
    });

    it('throws PermissionDeniedError for a 403', async () => {
      const { api, workspaceId } = await givenWorkspace();
      // Token management is cookie-only: a PAT cannot list tokens.
      const error = await failure(
        api.GET('/workspaces/{workspaceId}/api-tokens', { params: { path: { workspaceId } } }),
      );
      expect(error).to.be.instanceOf(PermissionDeniedError);
      expect(error.status).to.equal(403);
    });

    it('throws NotFoundError for a 404 and ConflictError for a 409', async () => {
      const { session, api, workspaceId } = await givenWorkspace();
      const missing = await failure(
        api.GET('/workspaces/{workspaceId}/projects/{projectId}', {
          params: { path: { workspaceId, projectId: 'doesnotexist' } },
        }),
      );
      expect(missing).to.be.instanceOf(NotFoundError);
      expect(missing.message).to.be.a('string').and.not.equal('');
      const duplicate = await failure(
        session.POST('/workspaces/{workspaceId}/projects', {
          params: { path: { workspaceId } },
          body: { name: 'Again', prefix: 'CL' },
        }),
      );
      expect(duplicate).to.be.instanceOf(ConflictError);
      expect(duplicate.status).to.equal(409);
    });

    it('sends If-Match from what was read and throws PreconditionFailedError when it is stale', async () => {
      const { api, workspaceId, projectId } = await givenWorkspace();
      const issue = await api.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title: 'Shared' },
      });
      const ISSUE = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}';
      const path = { workspaceId, projectId, issueId: issue.id };
      const bob = await api.PATCH(ISSUE, {
        params: { path, header: ifMatch(issue) },
        body: { description: 'Bob' },
      });
      expect(bob.version).to.equal(issue.version + 1);
      const stale = await failure(
        api.PATCH(ISSUE, {
          params: { path, header: ifMatch(issue) },
          body: { description: 'Ada' },
        }),
      );
      expect(stale).to.be.instanceOf(PreconditionFailedError);
      expect(stale.status).to.equal(412);
      expect((stale as PreconditionFailedError).currentVersion).to.equal(bob.version);
      expect((stale as PreconditionFailedError).etag).to.equal(`"${bob.version}"`);
      const read = await api.GET(ISSUE, { params: { path } });
      expect(read.description).to.equal('Bob');
    });

    it('throws ServerError for a 5xx after retrying a GET', async () => {
      // The server answers no request with 5xx on purpose, so a gateway stands in for it.
      let calls = 0;
      const gateway = async () => {
        calls += 1;
        return new Response('<html>bad gateway</html>', { status: 502 });
      };
      const api = createClient({ baseUrl: live.server.apiUrl, fetch: gateway, maxRetries: 1 });
      const error = await failure(api.GET('/auth/me'));
      expect(error).to.be.instanceOf(ServerError);
      expect(error.status).to.equal(502);
      expect(calls).to.equal(2);
    });

    it('never retries a POST that carries no Idempotency-Key after a 5xx', async () => {
      let calls = 0;
      const gateway = async () => {
        calls += 1;
        return new Response(null, { status: 503 });
      };
      const api = createClient({ baseUrl: live.server.apiUrl, fetch: gateway, maxRetries: 2 });
      // Public operations take no key (the service ignores it there), so none is added.
      const error = await failure(
        api.POST('/auth/register', {
          body: { email: 'a@client.test', password: 'correct horse battery', name: 'A' },
        }),
      );
      expect(error).to.be.instanceOf(ServerError);
      expect(calls).to.equal(1);
    });
  });

  describe('rate limits', () => {
    /** Spends a fresh token's window until the server answers 429; returns the token. */
    async function exhaustedToken(newToken: () => Promise<string>) {
      const token = await newToken();
      const api = createClient({ baseUrl: live.server.apiUrl, token, maxRetries: 0 });
      for (let i = 0; i < 3 * TOKEN_LIMIT; i += 1) {
        const error = await api.GET('/workspaces').then(
          () => undefined,
          (thrown: ApiError) => thrown,
        );
        if (error) return { token, error };
      }
      throw new Error('the token was never limited');
    }

    it('throws RateLimitError with Retry-After and X-RateLimit-* when retries are off', async () => {
      const { newToken } = await givenWorkspace();
      const { error } = await exhaustedToken(newToken);
      expect(error).to.be.instanceOf(RateLimitError);
      const limited = error as RateLimitError;
      expect(limited.status).to.equal(429);
      expect(limited.retryAfter).to.be.a('number').and.greaterThan(0);
      expect(limited.limit).to.equal(TOKEN_LIMIT);
      expect(limited.remaining).to.equal(0);
      expect(limited.reset).to.be.a('number');
    });

    it('retries a 429 after the Retry-After the server sent, then succeeds', async () => {
      const { newToken, workspaceId, projectId } = await givenWorkspace();
      const { token } = await exhaustedToken(newToken);
      const recorder = recordingFetch();
      const api = createClient({ baseUrl: live.server.apiUrl, token, fetch: recorder.fetch });
      const created = await api.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title: 'After the wait' },
      });
      expect(created.title).to.equal('After the wait');
      expect(recorder.responses[0]!.status).to.equal(429);
      expect(recorder.responses.at(-1)!.status).to.equal(201);
      // Each retry left no earlier than the Retry-After of the 429 before it.
      for (let i = 1; i < recorder.sent.length; i += 1) {
        const retryAfter = Number(recorder.responses[i - 1]!.headers.get('retry-after'));
        expect(retryAfter).to.be.greaterThan(0);
        expect(recorder.sent[i]!.at - recorder.sent[i - 1]!.at).to.be.at.least(retryAfter * 1000);
      }
      // A 429 means the POST did not run, so sending it again made exactly one issue.
      const titled = await api.GET('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId }, query: { search: 'After the wait' } },
      });
      expect(titled.meta.total).to.equal(1);
    });
  });

  describe('credentials', () => {
    it('sends the bearer token and no cookies in token mode', async () => {
      const { token, workspaceId } = await givenWorkspace();
      const recorder = recordingFetch();
      const api = createClient({ baseUrl: live.server.apiUrl, token, fetch: recorder.fetch });
      await api.GET('/workspaces/{workspaceId}', { params: { path: { workspaceId } } });
      const { request } = recorder.sent[0]!;
      expect(request.headers.get('authorization')).to.equal(`Bearer ${token}`);
      expect(request.credentials).to.equal('omit');
    });

    it('sends the session cookie and no Authorization in cookie mode', async () => {
      const { session, browser, workspaceId } = await givenWorkspace();
      await session.GET('/workspaces/{workspaceId}', { params: { path: { workspaceId } } });
      const request = browser.sent.at(-1)!;
      expect(request.headers.has('authorization')).to.equal(false);
      expect(request.credentials).to.equal('include');
      expect(browser.jar.has('service_access')).to.equal(true);
    });

    it('refuses to combine a token with cookie credentials', () => {
      expect(() =>
        createClient({ baseUrl: live.server.apiUrl, token: 'hsp_x', credentials: 'include' }),
      ).to.throw(TypeError, /cannot be combined/);
    });
  });
});
