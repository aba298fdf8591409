import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Hop-by-hop headers and those fetch sets itself. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
]);
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

export type CountingProxy = {
  origin: string;
  /** Requests seen per `METHOD /path` (no query). */
  counts: () => Map<string, number>;
  total: (filter?: (key: string) => boolean) => number;
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * A loopback HTTP proxy in front of the sandbox that counts the requests reaching it, so a test or a
 * benchmark can tell how many calls the BFF made to the service.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let counts = new Map<string, number>();
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', target);
      const key = `${req.method} ${url.pathname}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      try {
        const upstream = await fetch(url, {
          method: req.method,
          headers: requestHeaders(req.headers),
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const headers: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!DROPPED_RESPONSE_HEADERS.has(name)) headers[name] = value;
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        res.writeHead(upstream.status, headers);
        res.end(body);
      } catch {
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    counts: () => new Map(counts),
    total: (filter = () => true) =>
      [...counts.entries()].reduce((sum, [key, n]) => (filter(key) ? sum + n : sum), 0),
    reset: () => {
      counts = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function requestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
