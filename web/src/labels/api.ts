import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { ISSUE_VIEWS } from '../issues/api';

export { MAX_LABEL_FILTER, readLabelIds } from './filter';

export type Label = components['schemas']['Label'];
export type IssueLabel = components['schemas']['IssueLabel'];

export const LABELS = '/workspaces/{workspaceId}/labels';
const LABEL = '/workspaces/{workspaceId}/labels/{labelId}';

/** The workspace's labels, by name (the first 100: pickers and filters show them all). */
export function useLabels(workspaceId: string) {
  return useApiQuery(LABELS, { path: { workspaceId }, query: { limit: 100 } });
}

/** Create, change and delete labels; issues show them, so their views refresh too. */
export function useLabelActions(workspaceId: string) {
  const views = [LABELS, ...ISSUE_VIEWS];
  return {
    create: useApiMutation(
      (body: { name: string; color: string }) =>
        api.POST(LABELS, { params: { path: { workspaceId } }, body }),
      views,
    ),
    update: useApiMutation(
      ({ labelId, ...body }: { labelId: string; name?: string; color?: string }) =>
        api.PATCH(LABEL, { params: { path: { workspaceId, labelId } }, body }),
      views,
    ),
    remove: useApiMutation(
      (labelId: string) => api.DELETE(LABEL, { params: { path: { workspaceId, labelId } } }),
      views,
    ),
  };
}
