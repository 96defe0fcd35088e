import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { accessTarget, stillAllowed } from './access';
import { Feed, PAGE_SIZE } from './feed';
import { PageMessages } from './page';
import { startListener } from './listener';
import { noticeWorkspace, parseEventsNotice } from './notified';
import { parsePersonal } from './personal';
import { readEventsAfter } from './queries';
import { StreamSlots, type Slot, type StreamCap } from './slots';
import type { LiveStream } from './stream';

/**
 * The live streams of one process: one listening connection, one feed per workspace with
 * streams open here, and the slots open streams hold against the caps.
 */
export class LiveHub {
  private readonly feeds = new Map<string, Feed>();
  private readonly slots: StreamSlots;
  private listener: ReturnType<typeof startListener> | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config['live'],
    private readonly log: Logger,
  ) {
    this.slots = new StreamSlots(config);
    // A stream whose socket is gone without its response saying so is swept out here.
    this.heartbeat = setInterval(() => {
      for (const feed of this.feeds.values())
        for (const stream of feed.members) {
          if (stream.disconnected) stream.close();
          else stream.heartbeat();
        }
    }, config.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Starts listening for the database's notifications on a dedicated connection. */
  listen(databaseUrl: string): void {
    this.listener ??= startListener(databaseUrl, this.log, {
      onEvents: (payload) => this.notified(payload),
      onAccess: (target) => this.recheck(target),
      onPersonal: (payload) => this.toPerson(payload),
      // Notifications sent while the connection was down are lost: look at the rows.
      onListening: () => {
        for (const feed of this.feeds.values()) feed.poke();
      },
    });
  }

  /** Whether notifications arrive: without them streams would only catch up once. */
  get listening(): boolean {
    return this.listener?.listening() ?? false;
  }

  /**
   * A slot for a stream of `owner` from `address`, or the cap that refuses it (`instance`
   * while the process shuts down). The caller gives it back when the response closes.
   */
  reserve(owner: string, address: string): Slot | { refused: StreamCap } {
    if (this.closing) return { refused: 'instance' };
    return this.slots.take(owner, address);
  }

  /**
   * Adds a stream holding a slot: it replays what it missed, then joins its workspace's
   * feed, until it closes or outlives `maxStreamMs` (ended with `closing: lifetime`, a
   * little earlier for some, so streams opened together do not all come back at once).
   */
  async attach(stream: LiveStream, slot: Slot): Promise<void> {
    const { workspaceId } = stream;
    let feed = this.feeds.get(workspaceId);
    if (!feed) this.feeds.set(workspaceId, (feed = new Feed(workspaceId, this.db, this.log)));
    feed.members.add(stream);
    const lifetime = this.config.maxStreamMs * (0.9 + Math.random() * 0.1);
    const expiry = setTimeout(() => stream.close('lifetime'), lifetime).unref();
    stream.whenClosed(() => {
      clearTimeout(expiry);
      slot.release();
      feed.members.delete(stream);
      if (feed.members.size === 0 && this.feeds.get(workspaceId) === feed) {
        feed.stop();
        this.feeds.delete(workspaceId);
      }
    });
    try {
      await this.catchUp(stream, feed);
    } catch (error) {
      this.log.warn({ err: error, workspaceId }, 'live updates: replay failed');
      stream.close();
    }
  }

  /**
   * Replays the rows after the stream's position, then joins the feed: only after a read
   * during which the feed's head did not move, so every row up to the head was in it.
   */
  private async catchUp(stream: LiveStream, feed: Feed): Promise<void> {
    for (;;) {
      const version = feed.version;
      const page = await readEventsAfter(this.db, stream.workspaceId, stream.position, PAGE_SIZE);
      stream.send(new PageMessages(page.rows, stream.workspaceId));
      if (stream.closed) return;
      if (page.full || feed.version !== version) continue;
      // A stream ahead of the head filters out the rows it already has; moving the head
      // past them would skip them for the others.
      if (feed.head === undefined) feed.advance(stream.position);
      stream.live = true;
      return;
    }
  }

  /**
   * Hands a workspace's feed the rows a notification carries (or tells it to read them).
   * The rows are parsed only where a feed holds streams of the workspace.
   */
  private notified(payload: string): void {
    const feed = this.feeds.get(noticeWorkspace(payload));
    if (feed) feed.notified(parseEventsNotice(payload).rows);
  }

  /** Checks again, once per stream, the access of the streams an access change concerns. */
  private recheck(payload: string): void {
    const target = accessTarget(payload);
    const streams = target.workspaceId
      ? [...(this.feeds.get(target.workspaceId)?.members ?? [])]
      : [...this.feeds.values()].flatMap((feed) =>
          [...feed.members].filter(
            (s) => 'userId' in s.options.accessKey && s.options.accessKey.userId === target.userId,
          ),
        );
    for (const stream of streams) {
      stream.hold();
      stillAllowed(this.db, stream.workspaceId, stream.options.accessKey).then(
        (allowed) => stream.release(allowed),
        (error: unknown) => {
          // Unknown is not allowed: the client reconnects and is authenticated afresh.
          this.log.warn({ err: error }, 'live updates: access check failed');
          stream.release(false);
        },
      );
    }
  }

  /** Passes a person's own message to their streams in its workspace. */
  private toPerson(payload: string): void {
    const message = parsePersonal(payload);
    if (!message) return;
    for (const stream of this.feeds.get(message.workspaceId)?.members ?? []) {
      const { accessKey } = stream.options;
      if ('userId' in accessKey && accessKey.userId === message.userId)
        stream.personal(message.name, message.data);
    }
  }

  /** Open streams on this process, counted by the slots they hold (the gauge's value). */
  get size(): number {
    return this.slots.size;
  }

  /** Ends every stream (`closing: shutdown`, clients resume elsewhere) and stops listening. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    for (const feed of [...this.feeds.values()]) {
      for (const stream of [...feed.members]) stream.close('shutdown');
      feed.stop();
    }
    await this.listener?.stop();
  }
}
