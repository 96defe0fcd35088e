import type { Test } from 'supertest';

/**
 * A live stream (`text/event-stream`) answers with its status and headers, then stays
 * open: read those, then hang up, so a request to it completes like any other.
 */
export function hangUpAfterHeaders(req: Test): Test {
  return req.buffer(true).parse((res, done) => {
    const response = res as unknown as NodeJS.ReadableStream & {
      headers: Record<string, string>;
      destroy(): void;
    };
    if (/event-stream/.test(response.headers['content-type'] ?? '')) {
      response.destroy();
      return done(null, undefined);
    }
    // Anything else (an error envelope) is read and parsed as usual.
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => {
      try {
        done(null, text ? JSON.parse(text) : undefined);
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  });
}

/** Operations that answer with a live stream rather than a body that ends. */
export const STREAM_OPERATIONS: ReadonlySet<string> = new Set(['streamEvents']);
