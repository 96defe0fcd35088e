import http from 'node:http';
import type Koa from 'koa';
import { trackInFlight } from './in-flight';

export interface RunningServer {
  server: http.Server;
  /** Stops accepting, lets every running handler finish, then resolves. */
  stop(): Promise<void>;
}

/** Listens with the app; `stop()` is the graceful half of shutdown. */
export async function serve(app: Koa, port: number, host?: string): Promise<RunningServer> {
  const requests = trackInFlight(app.callback());
  const server = http.createServer(requests.handle);
  // Idle keep-alive sockets must not hold shutdown open for long.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Includes handlers whose client hung up: they must end before the database goes.
      await requests.drained();
      // Their responses are written; the keep-alive sockets left are idle now.
      await new Promise((resolve) => setImmediate(resolve));
      server.closeIdleConnections();
      await closed;
    },
  };
}
