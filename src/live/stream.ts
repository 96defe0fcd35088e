import type { ServerResponse } from 'node:http';
import type { AccessKey } from './access';
import type { PageMessages } from './page';
import { formatPosition, type Position } from './position';

/** Why the service ends a stream; sent in the `closing` message before it does. */
export type CloseReason = 'slow-client' | 'access-revoked' | 'shutdown' | 'lifetime';

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

/** One client's Server-Sent Events stream: what it has been sent, and its socket. */
export class LiveStream {
  /** The last event this stream has passed (sent or filtered out). */
  position: Position;
  /** Caught up: the workspace's feed hands it new rows. */
  live = false;
  closed = false;
  /** Pages held back while the caller's access is being checked again. */
  private held: PageMessages[] | undefined;
  private onClose: (() => void) | undefined;
  /** Whether the response is chunked (HTTP/1.1), so pages are framed as chunks here. */
  private chunked = false;

  constructor(readonly options: StreamOptions) {
    this.position = options.start;
    options.res.once('close', () => this.finish());
  }

  /**
   * Sends the status and headers: from here on the stream writes to the socket itself
   * (one hop per message, for thousands of streams), and the caller leaves the response
   * alone. Over HTTP/1.1 the response is chunked, and a page of changes goes to the socket
   * as one chunk framed once for every stream (Node's own framing would cost each stream
   * a header, a copy and a write per message); Node still ends the stream's chunks.
   */
  open(): void {
    const { res } = this.options;
    const { httpVersionMajor: major, httpVersionMinor: minor } = res.req;
    this.chunked = major > 1 || (major === 1 && minor >= 1);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx buffers responses unless told not to; a buffered stream is not live.
      'X-Accel-Buffering': 'no',
      ...(this.chunked ? { 'Transfer-Encoding': 'chunked' } : {}),
    });
    res.flushHeaders();
  }

  get workspaceId(): string {
    return this.options.workspaceId;
  }

  /** Called once when the stream ends, whoever ends it (at once if it already has). */
  whenClosed(callback: () => void): void {
    if (this.closed) return callback();
    this.onClose = callback;
  }

  /** The client's socket is gone, though the response may not have said so yet. */
  get disconnected(): boolean {
    const { res } = this.options;
    return res.destroyed || !res.socket || res.socket.destroyed;
  }

  /** Passes a page's rows that are new to this stream and that the caller may see. */
  send(page: PageMessages): void {
    if (this.closed) return;
    if (this.held) {
      this.held.push(page);
      return;
    }
    const last = page.rows.at(-1)?.position;
    if (last === undefined || last <= this.position) return;
    // The bytes of the page's rows new here, shared by every stream with the same access
    // that stands at the same place.
    const bytes = page.bytesAfter(this.options.allows, this.position, this.chunked);
    this.position = last;
    if (!bytes) return;
    const { res } = this.options;
    if (this.chunked) res.socket?.write(bytes);
    else res.write(bytes);
    this.checkBuffer();
  }

  /**
   * A message for this person alone (`personalPayload`), without a position, once the
   * stream is live and when the caller may read that kind of message.
   */
  personal(name: string, data: string): void {
    if (!this.live || this.held || !this.options.allows(name)) return;
    this.write(`event: ${name}\ndata: ${data}\n\n`);
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
    const pages = this.held ?? [];
    this.held = undefined;
    if (!allowed) return this.close('access-revoked');
    for (const page of pages) this.send(page);
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

  private write(text: string): void {
    if (this.closed) return;
    this.options.res.write(text);
    this.checkBuffer();
  }

  /** A client that does not read what it is sent is cut off past the buffer cap. */
  private checkBuffer(): void {
    const { res, bufferBytes } = this.options;
    if (res.writableLength > bufferBytes) this.close('slow-client');
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.();
  }
}
