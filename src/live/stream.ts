import type { ServerResponse } from 'node:http';
import type { AccessKey } from './access';
import { comparePositions, formatPosition, type Position } from './position';
import type { LiveRow } from './queries';

/** Why the service ends a stream; sent in the `closing` message before it does. */
export type CloseReason = 'slow-client' | 'access-revoked' | 'shutdown';

/** How long a closed stream's last bytes may take to leave before the socket is cut. */
const LINGER_MS = 5000;

export interface StreamOptions {
  workspaceId: string;
  /** Whose streams count together against the per-user cap: a user or an agent. */
  owner: string;
  accessKey: AccessKey;
  /** Which event names this caller may receive. */
  allows: (name: string) => boolean;
  start: Position;
  bufferBytes: number;
  res: ServerResponse;
}

/** The Server-Sent Events message of a change, encoded once for every stream that sends it. */
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

/** One client's Server-Sent Events stream: what it has been sent, and its socket. */
export class LiveStream {
  /** The last event this stream has passed (sent or filtered out). */
  position: Position;
  /** Caught up: the workspace's feed hands it new rows. */
  live = false;
  closed = false;
  /** Rows held back while the caller's access is being checked again. */
  private held: LiveRow[] | undefined;
  private onClose: (() => void) | undefined;

  constructor(readonly options: StreamOptions) {
    this.position = options.start;
    options.res.once('close', () => this.finish());
  }

  /**
   * Sends the status and headers: from here on the stream writes to the socket itself
   * (one hop per message, for thousands of streams), and the caller leaves the response
   * alone.
   */
  open(): void {
    this.options.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx buffers responses unless told not to; a buffered stream is not live.
      'X-Accel-Buffering': 'no',
    });
  }

  get workspaceId(): string {
    return this.options.workspaceId;
  }

  /** Called once when the stream ends, whoever ends it. */
  whenClosed(callback: () => void): void {
    this.onClose = callback;
  }

  /** Passes a row to the client if it is new to this stream and the caller may see it. */
  send(row: LiveRow): void {
    if (this.closed || comparePositions(row.position, this.position) <= 0) return;
    if (this.held) {
      this.held.push(row);
      return;
    }
    this.position = row.position;
    if (!this.options.allows(row.name)) return;
    // Every stream of the workspace sends the same bytes: serialised once per row.
    row.message ??= changeMessage(row, this.options.workspaceId);
    this.write(row.message);
  }

  /** One of the stream's own messages (`ready`, `reset`, `closing`). */
  control(event: 'ready' | 'reset', reason?: string): void {
    this.write(this.message(event, reason));
  }

  private message(event: 'ready' | 'reset' | 'closing', reason?: string): string {
    const position = formatPosition(this.position);
    const data = JSON.stringify(reason ? { position, reason } : { position });
    return `id: ${position}\nevent: ${event}\ndata: ${data}\n\n`;
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Holds new rows back until `release` says whether the caller may still have them. */
  hold(): void {
    this.held ??= [];
  }

  release(allowed: boolean): void {
    const rows = this.held ?? [];
    this.held = undefined;
    if (!allowed) return this.close('access-revoked');
    for (const row of rows) this.send(row);
  }

  /** Ends the stream, telling the client why when the service is the one ending it. */
  close(reason?: CloseReason): void {
    if (this.closed) return;
    this.finish();
    // Past the buffer cap too: it is the last thing the client gets.
    const { res } = this.options;
    if (reason) res.write(this.message('closing', reason));
    res.end();
    setTimeout(() => res.destroy(), LINGER_MS).unref();
  }

  private write(text: string | Buffer): void {
    if (this.closed) return;
    const { res, bufferBytes } = this.options;
    res.write(text);
    if (res.writableLength > bufferBytes) this.close('slow-client');
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.();
  }
}
