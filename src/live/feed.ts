import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Position } from './position';
import { PageMessages } from './page';
import { readEventsAfter } from './queries';
import type { LiveStream } from './stream';

/** Rows read per statement. */
export const PAGE_SIZE = 500;
/** Streams written to between two turns of the event loop while pages are passed on. */
const STREAMS_PER_TURN = 50;
const FAILURE_RETRY_MS = { first: 100, max: 5000 };

/**
 * A workspace's events as this process reads them for every stream of the workspace it
 * holds: one read per notification, whatever the number of streams, each row handed to
 * the streams that have caught up. `head` is the last row read; `version` changes with it
 * (a stream catching up joins only after a read during which the head stood still).
 *
 * Reading and passing pages on run side by side. A pass walks the live streams a slice at
 * a time, yielding to the event loop between slices, and hands each stream every page it
 * has not had yet, in one write: a change read while a pass is under way reaches the
 * streams that pass has still to visit at once, instead of waiting for the pass to end.
 */
export class Feed {
  readonly members = new Set<LiveStream>();
  head: Position | undefined;
  version = 0;
  /** Pages read and not yet passed on to every live stream, oldest first. */
  private pages: PageMessages[] = [];
  private passing = false;
  private reading = false;
  private again = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = 0;

  constructor(
    readonly workspaceId: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** Something may have been committed: read (once more, if a read is under way). */
  poke(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    void this.run();
  }

  advance(position: Position): void {
    this.head = position;
    this.version += 1;
  }

  stop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.pages = [];
  }

  private async run(): Promise<void> {
    this.reading = true;
    let failed = false;
    try {
      do {
        this.again = false;
        if (this.head === undefined || this.members.size === 0) break;
        const page = await readEventsAfter(this.db, this.workspaceId, this.head, PAGE_SIZE);
        const last = page.rows.at(-1);
        if (last) {
          this.advance(last.position);
          this.pages.push(new PageMessages(page.rows, this.workspaceId));
          void this.pass();
        }
        if (page.full) this.again = true;
      } while (this.again);
    } catch (error) {
      this.log.warn(
        { err: error, workspaceId: this.workspaceId },
        'live updates: reading events failed, retrying',
      );
      failed = true;
    } finally {
      this.reading = false;
    }
    this.scheduleRetry(failed);
  }

  /**
   * Passes the pages on until none is left: every stream live when the pass reaches it
   * gets every page read by then. A stream that goes live later caught up to the head by
   * itself, so the pages there were at a pass's start are done with at its end.
   */
  private async pass(): Promise<void> {
    if (this.passing) return;
    this.passing = true;
    try {
      while (this.pages.length > 0) {
        const done = this.pages.length;
        let visited = 0;
        for (const stream of this.members) {
          if (stream.live) stream.sendPages(this.pages);
          visited += 1;
          if (visited % STREAMS_PER_TURN === 0) await new Promise(setImmediate);
        }
        this.pages.splice(0, done);
      }
    } finally {
      this.passing = false;
    }
  }

  /** Reads again soon, backing off, while the database is away. */
  private scheduleRetry(failed: boolean): void {
    if (!failed) {
      this.retryMs = 0;
      return;
    }
    if (this.retry || this.members.size === 0) return;
    const { first, max } = FAILURE_RETRY_MS;
    this.retryMs = Math.min(Math.max(this.retryMs * 2, first), max);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.poke();
    }, this.retryMs);
  }
}
