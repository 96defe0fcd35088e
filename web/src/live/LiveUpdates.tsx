import { useLiveUpdates } from './useLiveUpdates';

const MESSAGES: Record<string, string> = {
  reconnecting: 'Live updates paused — reconnecting…',
  stopped: 'Live updates stopped — reload the page to resume',
};

/** Keeps the workspace's pages up to date, and says so when live updates are paused. */
export function LiveUpdates({ workspaceId }: { workspaceId: string }) {
  const state = useLiveUpdates(workspaceId);
  const message = MESSAGES[state];
  return (
    <span role="status" className={message ? 'live-status muted' : 'live-status'}>
      {message}
    </span>
  );
}
