import { formatPosition, type Position } from './position';
import type { LiveRow } from './queries';

const CRLF = Buffer.from('\r\n');

/** The Server-Sent Events message of a change. */
function changeMessage(row: LiveRow, workspaceId: string): Buffer {
  const data = {
    event: row.name,
    eventId: row.eventId,
    workspaceId,
    payload: row.payload,
    timestamp: row.createdAt,
  };
  return Buffer.from(
    `id: ${formatPosition(row.position)}\nevent: ${row.name}\ndata: ${JSON.stringify(data)}\n\n`,
  );
}

/**
 * Rows read together and the bytes that send them, made once per page for all the streams
 * that send the same rows of it: a workspace's streams mostly do, so a thousand streams
 * cost one encoding and one write each, not one per row.
 */
export class PageMessages {
  private readonly messages: Buffer[] = [];
  private readonly sent = new Map<string, { bare: Buffer; chunk?: Buffer }>();
  /** Per filter: the rows it lets through, and their bytes from each starting one. */
  private readonly pickedBy = new Map<
    (name: string) => boolean,
    { indexes: number[]; from: Map<number, { bare?: Buffer; chunk?: Buffer }> }
  >();

  constructor(
    readonly rows: LiveRow[],
    private readonly workspaceId: string,
  ) {}

  /**
   * Consecutive pages as one, so that a stream behind by several gets them in one write,
   * from bytes made once for all the streams with its access. Messages already made are
   * kept.
   */
  static merge(pages: readonly PageMessages[]): PageMessages {
    if (pages.length === 1) return pages[0]!;
    const merged = new PageMessages(
      pages.flatMap((page) => page.rows),
      pages[0]!.workspaceId,
    );
    let offset = 0;
    for (const page of pages) {
      page.messages.forEach((message, index) => (merged.messages[offset + index] = message));
      offset += page.rows.length;
    }
    return merged;
  }

  /**
   * The messages of the rows at `picked` (indexes into `rows`, ascending), bare or framed
   * as one HTTP/1.1 chunk for a stream that writes to its socket past Node's framing.
   */
  private bytes(picked: number[], chunked: boolean): Buffer {
    const key = picked.length === this.rows.length ? '*' : picked.join(',');
    let entry = this.sent.get(key);
    if (!entry) {
      const bare = Buffer.concat(picked.map((index) => this.message(index)));
      this.sent.set(key, (entry = { bare }));
    }
    if (!chunked) return entry.bare;
    entry.chunk ??= Buffer.concat([
      Buffer.from(`${entry.bare.length.toString(16)}\r\n`),
      entry.bare,
      CRLF,
    ]);
    return entry.chunk;
  }

  /**
   * The bytes that send every row of the page a filter lets through, or undefined when it
   * lets none through; decided once per filter (streams with the same access share one).
   */
  bytesFor(filter: (name: string) => boolean, chunked: boolean): Buffer | undefined {
    return this.bytesAfter(filter, -1n, chunked);
  }

  /**
   * The same for the rows past `after` only, as a stream that had the first rows of the
   * page needs them: made once per filter and starting row, whatever the number of
   * streams there.
   */
  bytesAfter(
    filter: (name: string) => boolean,
    after: Position,
    chunked: boolean,
  ): Buffer | undefined {
    let picked = this.pickedBy.get(filter);
    if (!picked) {
      const indexes: number[] = [];
      this.rows.forEach((row, index) => {
        if (filter(row.name)) indexes.push(index);
      });
      picked = { indexes, from: new Map() };
      this.pickedBy.set(filter, picked);
    }
    const start = picked.indexes.findIndex((index) => this.rows[index]!.position > after);
    if (start < 0) return undefined;
    let from = picked.from.get(start);
    if (!from) picked.from.set(start, (from = {}));
    const kind = chunked ? 'chunk' : 'bare';
    return (from[kind] ??= this.bytes(picked.indexes.slice(start), chunked));
  }

  private message(index: number): Buffer {
    return (this.messages[index] ??= changeMessage(this.rows[index]!, this.workspaceId));
  }
}
