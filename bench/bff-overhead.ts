import { mintServiceToken } from '../server/service-api/token';
import { AGENTS_PATH } from '../server/service-api/agents';
import { load, machineLoad, median, verdict, type LoadFigures } from './support/load';
import { BENCH_SECRET, signIn, startBffProcess, startSandboxProcess } from './support/processes';

/**
 * What the BFF adds in front of the service: the same list call (50 agents) straight to the sandbox and
 * through the BFF (session, rate limit, token, normalization), at 200 concurrent connections, several
 * rounds alternating the two, medians reported. Targets: ≤ 2 ms added at p50, ≤ 10 ms at p99, no errors,
 * and one token minted for the whole run (the token lives an hour).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P50_MS = 2;
const TARGET_P99_MS = 10;

const row = (name: string, figures: LoadFigures) =>
  `${name.padEnd(16)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}`;

async function main() {
  console.log(
    `bench:bff — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each way; ${machineLoad()}`,
  );
  const sandbox = await startSandboxProcess();
  const bff = await startBffProcess(sandbox);
  try {
    const token = await mintServiceToken({ apiKeySid: 'SK_BENCH', apiKeySecret: BENCH_SECRET });
    const cookie = await signIn(bff.origin, 'bench-admin');
    const direct = {
      url: `${sandbox.baseUrl}${AGENTS_PATH}?page=1&limit=50`,
      headers: { 'x-service-auth': token },
    };
    const through = { url: `${bff.origin}/api/agents?page=1&pageSize=50`, headers: { cookie } };
    // Warm-up: JIT, connection pools, the session and the token.
    await load(direct.url, direct.headers, CONNECTIONS, 2);
    await load(through.url, through.headers, CONNECTIONS, 2);

    const rounds: { direct: LoadFigures; through: LoadFigures }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const straight = await load(direct.url, direct.headers, CONNECTIONS, SECONDS);
      const viaBff = await load(through.url, through.headers, CONNECTIONS, SECONDS);
      rounds.push({ direct: straight, through: viaBff });
      console.log(`round ${round + 1}`);
      console.log(`  ${row('sandbox direct', straight)}`);
      console.log(`  ${row('through the BFF', viaBff)}`);
    }
    const pick = (side: 'direct' | 'through', field: keyof LoadFigures) =>
      median(rounds.map((round) => round[side][field]));
    const addedP50 = pick('through', 'p50') - pick('direct', 'p50');
    const addedP99 = pick('through', 'p99') - pick('direct', 'p99');
    const failures = rounds.reduce(
      (sum, r) => sum + r.through.errors + r.through.non2xx + r.direct.errors + r.direct.non2xx,
      0,
    );
    // One connection: no queueing, so the difference is the BFF's own work per request.
    const alone = {
      direct: await load(direct.url, direct.headers, 1, SECONDS),
      through: await load(through.url, through.headers, 1, SECONDS),
    };
    const { mints } = await bff.ask<{ mints: number }>('mints');

    console.log('\nmedians over the rounds');
    console.log(
      `  sandbox direct:  ${pick('direct', 'requestsPerSecond').toFixed(0)} req/s, p50 ${pick('direct', 'p50')} ms, p99 ${pick('direct', 'p99')} ms`,
    );
    console.log(
      `  through the BFF: ${pick('through', 'requestsPerSecond').toFixed(0)} req/s, p50 ${pick('through', 'p50')} ms, p99 ${pick('through', 'p99')} ms`,
    );
    console.log(
      `  throughput ratio BFF/direct: ${(pick('through', 'requestsPerSecond') / pick('direct', 'requestsPerSecond')).toFixed(2)}`,
    );
    console.log(
      `  added by the BFF: p50 ${addedP50.toFixed(1)} ms (target ≤ ${TARGET_P50_MS}: ${verdict(addedP50 <= TARGET_P50_MS)}), p99 ${addedP99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}: ${verdict(addedP99 <= TARGET_P99_MS)})`,
    );
    console.log(
      `  one connection (no queueing): direct p50 ${alone.direct.p50} ms / p99 ${alone.direct.p99} ms, ` +
        `through the BFF p50 ${alone.through.p50} ms / p99 ${alone.through.p99} ms, ` +
        `added p50 ${alone.through.p50 - alone.direct.p50} ms, p99 ${alone.through.p99 - alone.direct.p99} ms`,
    );
    console.log(`  errors + non-2xx: ${failures} (target 0: ${verdict(failures === 0)})`);
    console.log(`  service tokens minted in the run: ${mints} (target ≤ 1: ${verdict(mints <= 1)})`);
    console.log(`  ${machineLoad()}`);
  } finally {
    await bff.stop();
    await sandbox.stop();
  }
}

await main();
