// Compile-time checks of the public types (run by `npm run typecheck`, never executed).
import { createClient, paginate, type ResponseData } from '../src/index.js';

const api = createClient({ baseUrl: 'https://tracker.example.com/api', token: 'hsp_x' });

export async function typedCalls(workspaceId: string) {
  const issue = await api.POST('/workspaces/{workspaceId}/issues', {
    params: { path: { workspaceId } },
    body: { projectId: 'p', title: 'Crash on save' },
  });
  const number: number = issue.number;
  const me = await api.GET('/auth/me');
  const email: string = me.email;
  const page: ResponseData<'get', '/workspaces/{workspaceId}/issues'> = await api.GET(
    '/workspaces/{workspaceId}/issues',
    { params: { path: { workspaceId }, query: { limit: 100 } } },
  );
  const total: number = page.meta.total;
  for await (const item of paginate(api, '/workspaces/{workspaceId}/issues', {
    params: { path: { workspaceId }, query: { status: 'todo' } },
  })) {
    const title: string = item.title;
    void title;
  }
  // @ts-expect-error: not a path of the document
  await api.GET('/nope');
  // @ts-expect-error: the body is required
  await api.POST('/workspaces/{workspaceId}/issues', { params: { path: { workspaceId } } });
  // @ts-expect-error: the path parameter is required
  await api.GET('/workspaces/{workspaceId}/issues');
  // @ts-expect-error: not a list
  paginate(api, '/auth/me');
  await api.GET('/workspaces/{workspaceId}/issues', {
    // @ts-expect-error: not a status
    params: { path: { workspaceId }, query: { status: 'nope' } },
  });
  return { number, email, total };
}
