import http from 'node:http';
import type net from 'node:net';

export interface Receiver {
  url: string;
  /** Bodies received, in order. */
  received: { event: string; deliveryId: string }[];
  /** The status every delivery is answered with. */
  status: number;
  close(): Promise<void>;
}

/** A webhook receiver on loopback that answers with `status`. */
export async function startReceiver(status = 200): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      receiver.received.push(JSON.parse(body));
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hooks`;
  return receiver;
}
