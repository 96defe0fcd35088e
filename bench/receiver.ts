/**
 * Loopback webhook receiver for the delivery benchmark: 204 to everything except paths
 * under /hang, which never answer; reports each arrival to the parent process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now();
    if (req.url!.startsWith('/hang')) return; // the sender's timeout ends it
    res.statusCode = 204;
    res.end();
    const { deliveryId, payload } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      deliveryId: string;
      payload: { seq?: string };
    };
    process.send!({ deliveryId, seq: payload.seq, path: req.url, at });
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => process.exit(0));
