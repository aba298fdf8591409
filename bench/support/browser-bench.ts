import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** Nearest-rank percentile (p in 0–100) of frame times and load times. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** The machine's load average over 1, 5 and 15 minutes, as printed beside a benchmark's figures. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** BENCH_STATIC_DIR reuses a built SPA; otherwise one is built into the benchmark's own directory. */
export function buildSpa(dir: string): string {
  if (process.env.BENCH_STATIC_DIR) return process.env.BENCH_STATIC_DIR;
  const out = join(dir, 'dist');
  const built = spawnSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: out },
  });
  if (built.status !== 0) throw new Error('the SPA did not build');
  return out;
}
