import { mintServiceToken } from '../server/service-api/token';
import { AGENTS_PATH } from '../server/service-api/agents';
import { load, machineLoad, median, verdict, type LoadFigures } from './support/load';
import { pacedLoad } from './support/paced-load';
import { serialLoad } from './support/serial-load';
import {
  BENCH_SECRET,
  signIn,
  startBffOrStopSandbox,
  startSandboxProcess,
  type BffLoop,
} from './support/processes';

/**
 * What the BFF adds in front of the service: the same list call (50 agents) straight to the sandbox and
 * through the BFF (session, rate limit, token, normalization), several rounds alternating the two, medians
 * reported. Three measurements:
 * 1. saturation — 200 connections as fast as they go: the throughput of each side (on a 2-core machine
 *    its latencies are queueing, not work);
 * 2. fixed load — 200 connections at the same offered rate both ways, below both sides' capacity (by
 *    default half the BFF's saturation throughput): the latency the target is about;
 * 3. one connection, each request sent when the last is answered — no queueing at all: the BFF's own
 *    work per request, timed to the microsecond.
 * Targets (fixed load): ≤ 2 ms added at p50, ≤ 10 ms at p99, no errors, and one token minted for the
 * whole run (the token lives an hour).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PACED_ROUNDS = Number(process.env.BENCH_PACED_ROUNDS ?? 5);
/** Share of the BFF's saturation throughput offered in the fixed-load rounds, unless BENCH_RATE is set. */
const RATE_SHARE = Number(process.env.BENCH_RATE_SHARE ?? 0.5);
const TARGET_P50_MS = 2;
const TARGET_P99_MS = 10;

type Side = { url: string; headers: Record<string, string> };
type Round = { direct: LoadFigures; through: LoadFigures };

const row = (name: string, figures: LoadFigures) =>
  `${name.padEnd(16)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}   mean ${figures.mean.toFixed(2)} ms`;

/**
 * Rounds alternating the two sides, so that a change in the machine's load falls on both. `bffNote`, when
 * given, is asked before and after the through-the-BFF side and its second answer printed under it.
 */
async function rounds(
  label: string,
  count: number,
  run: (side: Side) => Promise<LoadFigures>,
  sides: Record<'direct' | 'through', Side>,
  bffNote?: () => Promise<string>,
) {
  const done: Round[] = [];
  for (let round = 0; round < count; round += 1) {
    const direct = await run(sides.direct);
    await bffNote?.();
    const through = await run(sides.through);
    const note = await bffNote?.();
    done.push({ direct, through });
    console.log(`${label} round ${round + 1} (${machineLoad()})`);
    console.log(`  ${row('sandbox direct', direct)}`);
    console.log(`  ${row('through the BFF', through)}`);
    if (note) console.log(`  ${note}`);
  }
  return done;
}

const pick = (done: Round[], side: keyof Round, field: keyof LoadFigures) =>
  median(done.map((round) => round[side][field]));

const failuresOf = (done: Round[]) =>
  done.reduce((sum, r) => sum + r.through.errors + r.through.non2xx + r.direct.errors + r.direct.non2xx, 0);

function summary(title: string, done: Round[]) {
  const fmt = (side: keyof Round) =>
    `${pick(done, side, 'requestsPerSecond').toFixed(0)} req/s, p50 ${pick(done, side, 'p50').toFixed(1)} ms, p99 ${pick(done, side, 'p99').toFixed(1)} ms`;
  console.log(`  ${title}`);
  console.log(`    sandbox direct:  ${fmt('direct')}`);
  console.log(`    through the BFF: ${fmt('through')}`);
}

const describeLoop = ({ cpuMsPerRequest, p99Ms, maxMs, gc }: BffLoop) =>
  `BFF: CPU ${cpuMsPerRequest.toFixed(2)} ms per request; event loop held up p99 ${p99Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms; ` +
  `GC ${gc.pauses} pauses (${gc.major} major), ${gc.totalMs.toFixed(0)} ms in all, longest ${gc.maxMs.toFixed(1)} ms`;

async function main() {
  console.log(`bench:bff — ${CONNECTIONS} connections; ${machineLoad()}`);
  const sandbox = await startSandboxProcess();
  const bff = await startBffOrStopSandbox(sandbox);
  try {
    const token = await mintServiceToken({ apiKeySid: 'SK_BENCH', apiKeySecret: BENCH_SECRET });
    const cookie = await signIn(bff.origin, 'bench-admin');
    const sides = {
      direct: {
        url: `${sandbox.baseUrl}${AGENTS_PATH}?page=1&limit=50`,
        headers: { 'x-service-auth': token },
      },
      through: { url: `${bff.origin}/api/agents?page=1&pageSize=50`, headers: { cookie } },
    };
    const bffNote = async () => describeLoop(await bff.ask<BffLoop>('event-loop'));
    // Warm-up: JIT, connection pools, the session and the token.
    await load(sides.direct.url, sides.direct.headers, CONNECTIONS, 2);
    await load(sides.through.url, sides.through.headers, CONNECTIONS, 2);

    const saturated = await rounds(
      'saturation',
      ROUNDS,
      (side) => load(side.url, side.headers, CONNECTIONS, SECONDS),
      sides,
      bffNote,
    );
    const rate = Number(
      process.env.BENCH_RATE ?? Math.round(pick(saturated, 'through', 'requestsPerSecond') * RATE_SHARE),
    );
    console.log(`\nfixed load: ${rate} req/s offered over ${CONNECTIONS} connections, ${SECONDS} s per side`);
    const paced = await rounds(
      'fixed-load',
      PACED_ROUNDS,
      (side) => pacedLoad(side.url, side.headers, CONNECTIONS, rate, SECONDS),
      sides,
      bffNote,
    );
    // One connection: no queueing, so the difference is the BFF's own work per request.
    const alone = await rounds(
      'one-connection',
      1,
      (side) => serialLoad(side.url, side.headers, SECONDS),
      sides,
      bffNote,
    );
    const { mints, retries } = await bff.ask<{ mints: number; retries: number }>('mints');

    console.log('\nmedians over the rounds');
    summary(`saturation (${CONNECTIONS} connections, as fast as they go):`, saturated);
    console.log(
      `    throughput ratio BFF/direct: ${(pick(saturated, 'through', 'requestsPerSecond') / pick(saturated, 'direct', 'requestsPerSecond')).toFixed(2)}`,
    );
    summary(`fixed load (${CONNECTIONS} connections, ${rate} req/s both ways):`, paced);
    const addedP50 = pick(paced, 'through', 'p50') - pick(paced, 'direct', 'p50');
    const addedP99 = pick(paced, 'through', 'p99') - pick(paced, 'direct', 'p99');
    console.log(
      `    added by the BFF: p50 ${addedP50.toFixed(1)} ms (target ≤ ${TARGET_P50_MS}: ${verdict(addedP50 <= TARGET_P50_MS)}), p99 ${addedP99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}: ${verdict(addedP99 <= TARGET_P99_MS)})`,
    );
    summary('one connection (no queueing):', alone);
    console.log(
      `    added by the BFF: p50 ${(pick(alone, 'through', 'p50') - pick(alone, 'direct', 'p50')).toFixed(1)} ms, p99 ${(pick(alone, 'through', 'p99') - pick(alone, 'direct', 'p99')).toFixed(1)} ms, ` +
        `mean ${(pick(alone, 'through', 'mean') - pick(alone, 'direct', 'mean')).toFixed(3)} ms (direct mean ${pick(alone, 'direct', 'mean').toFixed(3)} ms)`,
    );
    const failures = failuresOf(saturated) + failuresOf(paced) + failuresOf(alone);
    console.log(`  errors + non-2xx (all rounds): ${failures} (target 0: ${verdict(failures === 0)})`);
    console.log(`  service tokens minted in the run: ${mints} (target ≤ 1: ${verdict(mints <= 1)})`);
    console.log(`  service calls retried (each waits a backoff): ${retries}`);
    console.log(`  ${machineLoad()}`);
  } finally {
    await bff.stop();
    await sandbox.stop();
  }
}

await main();
