import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Position } from './position';
import { PageMessages } from './page';
import { readEventsAfter, type LiveRow } from './queries';
import type { LiveStream } from './stream';

/** Rows read per statement. */
export const PAGE_SIZE = 500;
/**
 * How long a pass writes before it lets the event loop run (a read's answer, a request):
 * a page for a thousand streams takes a few milliseconds, and goes out in one turn.
 */
const PASS_SLICE_MS = 10;
/** Streams written to between two looks at the clock. */
const STREAMS_PER_LOOK = 64;
const FAILURE_RETRY_MS = { first: 100, max: 5000 };

/**
 * A workspace's events as this process passes them on to every stream of the workspace
 * it holds, each row handed to the streams that have caught up. A notification that
 * carries the rows right after the head is passed on as it is; any other (rows missing
 * in between, or none sent) makes the feed read, once per notification whatever the
 * number of streams. `head` is the last row passed on; `version` changes with it (a
 * stream catching up joins only after a read during which the head stood still).
 *
 * Reading and passing pages on run side by side. A pass walks the live streams and hands
 * each stream every page it has not had yet, merged, in one write; past PASS_SLICE_MS it
 * lets the event loop run between two streams, and a change that arrives meanwhile
 * reaches the streams the pass has still to visit at once, instead of waiting for the
 * pass to end.
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

  /**
   * Committed rows, as their notification carried them (undefined when it did not):
   * passed on without a read when they follow the head, ignored when a read passed them
   * on already, read otherwise.
   */
  notified(rows: LiveRow[] | undefined): void {
    const head = this.head;
    if (!rows || head === undefined) return this.poke();
    const fresh = rows.filter((row) => row.position > head);
    if (fresh.length === 0) return;
    if (fresh[0]!.position !== head + 1n) return this.poke();
    this.passOn(fresh);
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
        // A notification may have passed the first rows on during the read.
        const head = this.head;
        const fresh = page.rows.filter((row) => row.position > head);
        if (fresh.length > 0) this.passOn(fresh);
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

  /** Rows that follow the head, in order: the new head, passed on to the live streams. */
  private passOn(rows: LiveRow[]): void {
    this.advance(rows.at(-1)!.position);
    this.pages.push(new PageMessages(rows, this.workspaceId));
    void this.pass();
  }

  /**
   * Passes the pages on until none is left: every stream live when the pass reaches it
   * gets every page read by then, merged into one write. A stream that goes live later
   * caught up to the head by itself, so the pages there were at a pass's start are done
   * with at its end.
   */
  private async pass(): Promise<void> {
    if (this.passing) return;
    this.passing = true;
    try {
      while (this.pages.length > 0) {
        const done = this.pages.length;
        let page = PageMessages.merge(this.pages);
        let merged = done;
        let visited = 0;
        let slice = performance.now();
        for (const stream of this.members) {
          // Pages that came while the pass let the loop run go to the streams it has left.
          if (this.pages.length !== merged) {
            page = PageMessages.merge(this.pages);
            merged = this.pages.length;
          }
          if (stream.live) stream.send(page);
          visited += 1;
          if (visited % STREAMS_PER_LOOK === 0 && performance.now() - slice >= PASS_SLICE_MS) {
            await new Promise(setImmediate);
            slice = performance.now();
          }
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
