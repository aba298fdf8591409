import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import type { LoadFigures } from './load';
import { percentile, send } from './paced-load';

/**
 * One keep-alive connection, each request sent when the previous one has been answered, for `seconds`:
 * no queueing anywhere, so the time is the work of the server(s) on the path. Timed to the microsecond
 * (autocannon's latencies are whole milliseconds, too coarse for a request that takes a fraction of one).
 */
export async function serialLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadFigures> {
  const target = new URL(url);
  const path = target.pathname + target.search;
  const client = new Client(target.origin, { pipelining: 1, keepAliveTimeout: 30_000 });
  await send(client, path, headers);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const sent = performance.now();
    try {
      const status = await send(client, path, headers);
      if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
      else non2xx += 1;
    } catch {
      errors += 1;
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  await client.close();
  const requests = latencies.length + errors + non2xx;
  return {
    requestsPerSecond: requests / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    requests,
    errors,
    non2xx,
  };
}
