import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import type { LoadFigures } from './load';

/**
 * An open-loop load at a fixed rate over `connections` keep-alive connections: request n is due at
 * n / rate seconds and goes to connection n mod connections, so the load is spread evenly over time and
 * over every connection. autocannon's overallRate instead lets each connection send its quota at the top
 * of every second, so 200 connections fire together in one burst per second and the figures measure the
 * queue that burst builds. Latency runs from when a request was due (not when it was sent), so a server
 * that falls behind is charged for the wait.
 */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  ratePerSecond: number,
  seconds: number,
): Promise<LoadFigures> {
  const target = new URL(url);
  const path = target.pathname + target.search;
  const clients = Array.from(
    { length: connections },
    () => new Client(target.origin, { pipelining: 1, keepAliveTimeout: 30_000 }),
  );
  // Open every connection before the clock starts, so connection set-up is not measured.
  await Promise.all(clients.map((client) => send(client, path, headers)));

  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const inFlight: Promise<void>[] = [];
  const total = Math.round(ratePerSecond * seconds);
  const start = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    for (; next < total && start + (next * 1000) / ratePerSecond <= now; next += 1) {
      const due = start + (next * 1000) / ratePerSecond;
      const client = clients[next % connections]!;
      inFlight.push(
        send(client, path, headers).then(
          (status) => {
            if (status >= 200 && status < 300) latencies.push(performance.now() - due);
            else non2xx += 1;
          },
          () => {
            errors += 1;
          },
        ),
      );
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(clients.map((client) => client.close()));
  return {
    requestsPerSecond: total / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: Math.round((latencies.reduce((sum, value) => sum + value, 0) / latencies.length) * 10) / 10,
    requests: total,
    errors,
    non2xx,
  };
}

export async function send(client: Client, path: string, headers: Record<string, string>): Promise<number> {
  const response = await client.request({ method: 'GET', path, headers });
  await response.body.dump();
  return response.statusCode;
}

/** Nearest-rank percentile, in ms with one decimal. */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round(sorted[index]! * 10) / 10;
}
