import { AppError, forbidden } from '../http/errors';
import type { Handlers } from '../http/handler';
import { RawBody } from '../http/raw-body';
import { accessKeyOf, eventFilter } from './access';
import type { LiveHub } from './hub';
import { formatPosition, parsePosition, type Position } from './position';
import { currentPosition, firstEventTimeAfter } from './queries';
import type { Conn } from '../db/database';
import { refusalMessage } from './slots';
import { LiveStream } from './stream';
import { countLiveRefusal } from '../metrics';

type ResetReason = 'unknown-position' | 'expired-position';

/**
 * Where a stream starts: after the requested position when it can be resumed, else now
 * with the reason it could not (never handed out for this workspace, written in the form
 * positions had before they were per workspace, or older than the replay window).
 */
async function startingPoint(
  db: Conn,
  workspaceId: string,
  requested: string | undefined,
  windowSeconds: number,
): Promise<{ start: Position; reset?: ResetReason }> {
  const now = await currentPosition(db, workspaceId);
  if (requested === undefined) return { start: now };
  const position = parsePosition(requested);
  if (position === undefined || position === 'former' || position > now) {
    return { start: now, reset: 'unknown-position' };
  }
  const first = await firstEventTimeAfter(db, workspaceId, position);
  if (first && Date.parse(first) < Date.now() - windowSeconds * 1000) {
    return { start: now, reset: 'expired-position' };
  }
  return { start: position };
}

const NO_HUB = 'Live updates are not running in this process';

const noReadScope = () =>
  forbidden('Token lacks a read scope: read:issues, read:projects or read:comments');

/** The live-updates operations, on the process's hub (none: the stream answers 503). */
export function liveHandlers(hub: LiveHub | undefined) {
  return {
    async getEventsPosition(req) {
      // As for the stream: a caller that may read none of the events learns nothing of them.
      if (!eventFilter(req.eventReaders, req.principal, req.membership)) throw noReadScope();
      return {
        position: formatPosition(await currentPosition(req.db, req.membership.workspaceId)),
      };
    },

    async streamEvents(req) {
      const { workspaceId } = req.membership;
      const { principal, koa } = req;
      if (!hub) throw new AppError(503, NO_HUB, { 'Retry-After': '5' });
      const allows = eventFilter(req.eventReaders, principal, req.membership);
      if (!allows) throw noReadScope();
      const owner =
        principal.kind === 'agent' ? `agent:${principal.agentId}` : `user:${principal.userId}`;
      const slot = hub.reserve(owner, koa.ip);
      if ('refused' in slot) {
        countLiveRefusal(slot.refused);
        throw new AppError(429, refusalMessage(slot.refused, req.config.live), {
          'Retry-After': '5',
        });
      }
      // Given back the moment the client goes, even while the stream is being set up.
      koa.res.once('close', slot.release);
      let stream: LiveStream | undefined;
      let reset: ResetReason | undefined;
      try {
        const accessKey = await accessKeyOf(req.db, workspaceId, principal);
        if (!accessKey) throw forbidden('This credential cannot open a stream');
        // The header is what an EventSource sends when it reconnects: it wins over `after`.
        const requested = koa.get('last-event-id') || req.query.after;
        const starting = await startingPoint(
          req.db,
          workspaceId,
          requested,
          req.config.live.resumeWindowSeconds,
        );
        reset = starting.reset;
        // A client that hung up meanwhile gets no stream: nothing would ever close it.
        if (koa.res.destroyed || koa.req.socket.destroyed) {
          koa.respond = false;
          return new RawBody('', 'text/event-stream');
        }
        stream = new LiveStream({
          workspaceId,
          owner,
          accessKey,
          allows,
          start: starting.start,
          bufferBytes: req.config.live.bufferBytes,
          res: koa.res,
        });
      } finally {
        if (!stream) slot.release();
      }
      // The stream writes the response itself: Koa sends nothing more.
      koa.status = 200;
      koa.respond = false;
      koa.req.socket.setNoDelay(true);
      stream.open();
      stream.control(reset ? 'reset' : 'ready', reset);
      void hub.attach(stream, slot);
      return new RawBody(undefined, 'text/event-stream');
    },
  } satisfies Handlers<'getEventsPosition' | 'streamEvents'>;
}
