import { startCountingProxy } from '../server/bff/board/test-support/counting-proxy';
import { openSse, type SseStream } from '../server/bff/board/test-support/sse-client';
import { mintServiceToken } from '../server/service-api/token';
import type { BoardSnapshot } from '../src/core/board/board-snapshot';
import { machineLoad, median } from './support/load';
import { BENCH_SECRET, signIn, startBffProcess, startSandboxProcess } from './support/processes';

/**
 * bench:board — BENCH_VIEWERS (200) board streams on one BFF for BENCH_SECONDS (60): the service calls a
 * minute (counted by a proxy between the BFF and the sandbox; they must not depend on the viewers),
 * how long a change made at the service takes to reach every viewer (p50/p95), and the BFF's CPU and
 * memory. A short run with BENCH_VIEWERS=1 gives the baseline to compare the calls with.
 */
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** A change at the service this often; each is timed at every viewer. */
const CHANGE_EVERY_MS = 10_000;

type Usage = { cpuMs: number; rss: number; heapUsed: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function main() {
  console.log(`bench:board — ${VIEWERS} viewers for ${SECONDS} s; ${machineLoad()}`);
  const sandbox = await startSandboxProcess();
  const proxy = await startCountingProxy(sandbox.origin);
  const bff = await startBffProcess({
    ...sandbox,
    baseUrl: sandbox.baseUrl.replace(sandbox.origin, proxy.origin),
    apiUrl: sandbox.apiUrl.replace(sandbox.origin, proxy.origin),
  });
  const streams: SseStream[] = [];
  try {
    const cookie = await signIn(bff.origin, 'bench-lead');
    for (let i = 0; i < VIEWERS; i++)
      streams.push(await openSse(`${bff.origin}/api/board/events`, { cookie }));
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'snapshot', 30_000)));
    const first = JSON.parse(streams[0]!.events.find((e) => e.event === 'snapshot')!.data) as BoardSnapshot;
    const agent = first.agents[0]!;
    const token = await mintServiceToken({ apiKeySid: 'SK_BENCH', apiKeySecret: BENCH_SECRET });

    proxy.reset();
    const usageAtStart = await bff.ask<Usage>('usage');
    const started = Date.now();
    const latencies: number[] = [];
    let state = agent.state;
    while (Date.now() - started < SECONDS * 1000) {
      state = state === 'in_call' ? 'not_in_call' : 'in_call';
      const changedAt = Date.now();
      await fetch(`${sandbox.baseUrl}/v1/agent/${agent.id}`, {
        method: 'PUT',
        headers: { 'x-service-auth': token, 'content-type': 'application/json' },
        body: JSON.stringify({ system_status: state === 'in_call' ? '0' : '1' }),
      });
      const wanted = state;
      const seen = await Promise.all(
        streams.map((s) => {
          const from = s.events.length;
          return s
            .waitFor(
              (e) =>
                s.events.indexOf(e) >= from &&
                e.event === 'snapshot' &&
                (JSON.parse(e.data) as BoardSnapshot).agents.some(
                  (a) => a.id === agent.id && a.state === wanted,
                ),
              20_000,
            )
            .then(() => Date.now() - changedAt)
            .catch(() => Infinity);
        }),
      );
      latencies.push(...seen);
      const rest = CHANGE_EVERY_MS - (Date.now() - changedAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    const minutes = (Date.now() - started) / 60_000;
    const usage = await bff.ask<Usage>('usage');
    const counts = [...proxy.counts().entries()].sort((a, b) => b[1] - a[1]);
    const callLog = proxy.total((key) => key.endsWith('/v1/call/log'));
    console.log(
      `service calls a minute: ${(proxy.total() / minutes).toFixed(1)} (call log ${(callLog / minutes).toFixed(1)})`,
    );
    for (const [key, n] of counts) console.log(`  ${key}: ${(n / minutes).toFixed(1)}/min`);
    const missed = latencies.filter((ms) => !Number.isFinite(ms)).length;
    const finite = latencies.filter((ms) => Number.isFinite(ms));
    console.log(
      `update latency (change at the service → seen by a viewer), ${finite.length} samples, ${missed} missed: ` +
        `median ${median(finite)} ms, p95 ${percentile(finite, 95)} ms, max ${Math.max(...finite)} ms`,
    );
    const cpuMs = usage.cpuMs - usageAtStart.cpuMs;
    console.log(
      `BFF CPU ${((cpuMs / (minutes * 60_000)) * 100).toFixed(1)}% of a core; ` +
        `RSS ${(usage.rss / 2 ** 20).toFixed(0)} MB, heap ${(usage.heapUsed / 2 ** 20).toFixed(0)} MB`,
    );
    console.log(machineLoad());
  } finally {
    streams.forEach((s) => s.close());
    await bff.stop();
    await proxy.close();
    await sandbox.stop();
  }
}

await main();
