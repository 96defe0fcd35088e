import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { ISSUE_VIEWS } from '../issues/api';
import { LABELS } from '../labels/api';

export type Import = components['schemas']['Import'];
export type ImportFormat = components['schemas']['ImportFormat'];

const IMPORTS = '/workspaces/{workspaceId}/imports';
const IMPORT = '/workspaces/{workspaceId}/imports/{importId}';

/** Polled while the import runs; settled imports are not fetched again. */
export function useImport(workspaceId: string, importId: string | undefined) {
  return useApiQuery(
    IMPORT,
    { path: { workspaceId, importId: importId ?? '' } },
    {
      enabled: importId !== undefined,
      refetchInterval: (query) => {
        const status = (query.state.data as Import | undefined)?.status;
        return status === 'completed' || status === 'failed' ? false : 500;
      },
    },
  );
}

/** Starts an import (or its dry run); what it creates shows in every issue view. */
export function useStartImport(workspaceId: string) {
  return useApiMutation(
    (body: { projectId: string; format: ImportFormat; content: string; dryRun: boolean }) =>
      api.POST(IMPORTS, { params: { path: { workspaceId } }, body }),
    [LABELS, ...ISSUE_VIEWS],
  );
}
