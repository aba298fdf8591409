import { mintServiceToken } from '../server/service-api/token';
import { AGENTS_PATH } from '../server/service-api/agents';
import { BFF_NODE_FLAGS } from '../scripts/bff-node-flags.mjs';
import { machineLoad, median } from './support/load';
import { pacedLoad } from './support/paced-load';
import {
  BENCH_SECRET,
  signIn,
  startBffProcess,
  startSandboxProcess,
  type BffBenchProcess,
  type BffLoop,
} from './support/processes';

/**
 * Does a V8 flag help the BFF's tail? Two BFFs in front of one sandbox — one with the production flags
 * (scripts/bff-node-flags.mjs), one with BENCH_AB_FLAGS added after them — and the sandbox alone take turns
 * under the same fixed load, round after round, so that the machine's changing load falls on all three.
 * Sequential runs of bench:bff on a shared 2-core machine differ more than most flags do.
 * Default: the production flags against the same without the old-generation floor (V8's default).
 */
const AB_FLAGS = (process.env.BENCH_AB_FLAGS ?? '--initial-old-space-size=0').split(' ').filter(Boolean);
const CONNECTIONS = 200;
const RATE = Number(process.env.BENCH_RATE ?? 1500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

type Side = { name: string; url: string; headers: Record<string, string>; ask?: () => Promise<BffLoop> };

async function main() {
  console.log(`bench:bff-ab — ${RATE} req/s over ${CONNECTIONS} connections; ${machineLoad()}`);
  console.log(`  production: ${BFF_NODE_FLAGS.join(' ')}\n  variant:    production + ${AB_FLAGS.join(' ')}`);
  const sandbox = await startSandboxProcess();
  const token = await mintServiceToken({ apiKeySid: 'SK_BENCH', apiKeySecret: BENCH_SECRET });
  const bffs: BffBenchProcess[] = [];
  try {
    bffs.push(await startBffProcess(sandbox));
    bffs.push(await startBffProcess(sandbox, AB_FLAGS));
    const sides: Side[] = [
      {
        name: 'direct',
        url: `${sandbox.baseUrl}${AGENTS_PATH}?page=1&limit=50`,
        headers: { 'x-service-auth': token },
      },
    ];
    for (const [index, bff] of bffs.entries()) {
      const url = `${bff.origin}/api/agents?page=1&pageSize=50`;
      const headers = { cookie: await signIn(bff.origin, 'bench-admin') };
      await pacedLoad(url, headers, CONNECTIONS, RATE, 3); // warm-up
      sides.push({
        name: index ? 'variant' : 'production',
        url,
        headers,
        ask: () => bff.ask<BffLoop>('event-loop'),
      });
    }
    const p99s = new Map<string, number[]>(sides.map((side) => [side.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const cells: string[] = [];
      for (const side of sides) {
        await side.ask?.();
        const figures = await pacedLoad(side.url, side.headers, CONNECTIONS, RATE, SECONDS);
        const loop = await side.ask?.();
        p99s.get(side.name)!.push(figures.p99);
        const gc = loop ? ` (${loop.gc.major} full GCs, longest pause ${loop.gc.maxMs.toFixed(1)} ms)` : '';
        cells.push(`${side.name} p99 ${figures.p99} ms${gc}, ${figures.errors + figures.non2xx} failed`);
      }
      console.log(`round ${round}: ${cells.join(' | ')}`);
    }
    const direct = median(p99s.get('direct')!);
    console.log(`\nmedian p99 over ${ROUNDS} rounds: sandbox direct ${direct.toFixed(1)} ms`);
    for (const name of ['production', 'variant']) {
      const p99 = median(p99s.get(name)!);
      console.log(`  ${name.padEnd(10)} ${p99.toFixed(1)} ms: the BFF adds ${(p99 - direct).toFixed(1)} ms`);
    }
    console.log(`  ${machineLoad()}`);
  } finally {
    for (const bff of bffs) await bff.stop();
    await sandbox.stop();
  }
}

await main();
