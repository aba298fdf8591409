import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingProxy = {
  origin: string;
  /** Every request that reached the proxy, as `METHOD path`. */
  seen: string[];
  close: () => Promise<void>;
};

/**
 * A loopback HTTP proxy in front of a real server (the sandbox) that records what passes through, so a
 * test can show that a request was refused before anything reached the service.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  const seen: string[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const forwarded = request(
      { host: hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
