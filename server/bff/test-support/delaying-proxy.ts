import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the proxy does with one request: pass it on; pass it on and hold the service's answer back
 * `holdMs` (the service acts, its answer comes late); drop it before the service sees it; or hang
 * without passing it on or answering.
 */
export type ProxyBehaviour = 'pass' | { holdMs: number } | 'drop' | 'hang';

export type ProxyRule = (method: string, path: string) => ProxyBehaviour;

export type DelayingProxy = {
  origin: string;
  /** Every request that reached the proxy, as `METHOD path`. */
  seen: string[];
  /** Sets how later requests are treated (default: every one passes). */
  use: (rule: ProxyRule) => void;
  close: () => Promise<void>;
};

/**
 * A loopback HTTP proxy in front of a real server (the sandbox) that can make the service's answers late
 * or lost, so a test can show what the console does when it cannot tell whether a write happened.
 */
export async function startDelayingProxy(target: string): Promise<DelayingProxy> {
  const { hostname, port } = new URL(target);
  const seen: string[] = [];
  let rule: ProxyRule = () => 'pass';
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, holdMs: number) => {
    const forwarded = request(
      { host: hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        void sleep(holdMs).then(() => {
          if (outgoing.destroyed) return answer.resume();
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  };
  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    seen.push(`${method} ${path}`);
    const behaviour = rule(method, path);
    if (behaviour === 'drop') return incoming.socket.destroy();
    if (behaviour === 'hang') return incoming.resume();
    forward(incoming, outgoing, behaviour === 'pass' ? 0 : behaviour.holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    use: (next) => {
      rule = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
