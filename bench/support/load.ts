import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Mean latency, ms with decimals (autocannon's percentiles are whole milliseconds). */
  mean: number;
  requests: number;
  errors: number;
  non2xx: number;
};

/** One autocannon run: `connections` concurrent keep-alive connections for `seconds`. */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The machine's load when the figures were taken: a shared 2-core box makes them noisy. */
export const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1/5/15 min)`;

export const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
