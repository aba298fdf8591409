import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox } from '../server/sandbox/app';
import { loadSandboxConfig } from '../server/sandbox/config';
import { callLogResponse } from '../server/service-api/call-log';
import { SANDBOX_API_PREFIX } from '../server/service-api/surfaces';
import { mintServiceToken } from '../server/service-api/token';

/**
 * Call-log v2 latency over real HTTP on a million seeded calls: the first page against the page reached
 * after 10,000 cursor steps. Keyset paging should make them cost the same.
 */
const CALLS = 1_000_000;
const STEPS = 10_000;
const SAMPLES = 30;
const TARGET_RATIO = 1.5;
const TARGET_FIRST_PAGE_MS = 20;

type Cursor = (string | number)[];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${ms.toFixed(2)} ms`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const config = loadSandboxConfig({
    SANDBOX_DB: join(dir, 'sandbox.db'),
    SANDBOX_CALLS: String(CALLS),
    // Paging speed over a million calls, not the service's rate limit.
    SANDBOX_RATE_LIMITS: 'off',
  });
  let seededAt = performance.now();
  const { app } = await buildSandbox({ config, seed: true });
  seededAt = performance.now() - seededAt;
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await mintServiceToken({ apiKeySid: config.apiKeySid, apiKeySecret: config.apiKeySecret });
    const pageAfter = async (cursor: Cursor) => {
      const query = cursor.map((value) => `&search_after[]=${encodeURIComponent(value)}`).join('');
      const response = await fetch(`${origin}${SANDBOX_API_PREFIX}/v1/call/log?version=2${query}`, {
        headers: { 'x-service-auth': token },
      });
      const body = callLogResponse.parse(await response.json());
      if (body.r !== 0 || body.data.calls.length === 0) throw new Error(`unexpected answer: ${body.message}`);
      return body.data;
    };
    const timed = async (cursor: Cursor) => {
      const started = performance.now();
      await pageAfter(cursor);
      return performance.now() - started;
    };

    console.log(`seeded ${CALLS.toLocaleString('en')} calls in ${seconds(seededAt)}`);
    const cold = await timed([]);
    console.log(`cold first page (totals counted once, then cached): ${millis(cold)}`);

    let walkedAt = performance.now();
    let cursor: Cursor = [];
    for (let step = 0; step < STEPS; step++) cursor = (await pageAfter(cursor)).search_after;
    walkedAt = performance.now() - walkedAt;
    console.log(`walked ${STEPS.toLocaleString('en')} cursor steps (limit 10) in ${seconds(walkedAt)}`);

    for (let i = 0; i < 5; i++) await Promise.all([timed([]), timed(cursor)]);
    const first: number[] = [];
    const deep: number[] = [];
    // Interleaved, so both series see the same machine load.
    for (let i = 0; i < SAMPLES; i++) {
      first.push(await timed([]));
      deep.push(await timed(cursor));
    }
    const report = (name: string, values: number[]) =>
      console.log(
        `  ${name.padEnd(24)} median ${millis(percentile(values, 50))}  p95 ${millis(percentile(values, 95))}`,
      );
    console.log(`call log v2 over HTTP, ${SAMPLES} samples each:`);
    report('first page', first);
    report(`after ${STEPS.toLocaleString('en')} steps`, deep);
    const ratio = percentile(deep, 50) / percentile(first, 50);
    const p95Ratio = percentile(deep, 95) / percentile(first, 95);
    console.log(
      `  ${'ratio deep/first'.padEnd(24)} median ${ratio.toFixed(2)}     p95 ${p95Ratio.toFixed(2)}`,
    );
    const ratioOk = ratio <= TARGET_RATIO;
    const firstOk = percentile(first, 50) <= TARGET_FIRST_PAGE_MS;
    console.log(
      `targets: ratio <= ${TARGET_RATIO} ${ratioOk ? 'met' : 'MISSED'}; ` +
        `first page <= ${TARGET_FIRST_PAGE_MS} ms median ${firstOk ? 'met' : 'MISSED'}`,
    );
    if (!ratioOk || !firstOk) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  // Idle keep-alive sockets must not hold the process open.
  .finally(() => process.exit());
