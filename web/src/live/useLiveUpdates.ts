import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { INBOX_PATH } from '../notifications/api';
import { createInvalidator } from './affected-queries';
import { shareStream, type LiveState } from './shared-stream';

/**
 * Keeps the workspace's cached reads fresh from the live stream this browser shares
 * between its tabs; returns where the stream stands.
 */
export function useLiveUpdates(workspaceId: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const invalidator = createInvalidator(queryClient, workspaceId);
    const stop = shareStream(workspaceId, (id, options) => api.streamEvents(id, options), {
      onEvent: (event) =>
        event.kind === 'change' ? invalidator.change(event.event, event.data) : invalidator.all(),
      onNotification: () => void queryClient.invalidateQueries({ queryKey: [INBOX_PATH] }),
      onState: setState,
      onResync: () => invalidator.all(),
    });
    return () => {
      stop();
      invalidator.cancel();
    };
  }, [queryClient, workspaceId]);
  return state;
}
