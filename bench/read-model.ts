import { startCountingProxy } from '../server/bff/board/test-support/counting-proxy';
import { mintServiceToken } from '../server/service-api/token';
import { machineLoad, median } from './support/load';
import { BENCH_SECRET, signIn, startBffProcess, startSandboxProcess } from './support/processes';

/**
 * bench:readmodel — the read model on a large project (seeded straight at the sandbox with its rate limits
 * off): BENCH_TREES (20) IVR trees holding BENCH_NODES (5,000) nodes, one of them BENCH_BIG_TREE (1,500)
 * nodes, each node one key (every tenth to a queue), BENCH_AGENTS (2,000) agents, BENCH_BLACKLIST (10,000)
 * numbers. Prints: the first full read of that data (duration, service calls, BFF memory), the queue
 * overview alone (p50/p95) and 50 at once (wall), the first open of the big tree, a blacklist search, and
 * the machine's load.
 */
const TREES = Number(process.env.BENCH_TREES ?? 20);
const NODES = Number(process.env.BENCH_NODES ?? 5_000);
const BIG_TREE = Number(process.env.BENCH_BIG_TREE ?? 1_500);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 2_000);
const BLACKLIST = Number(process.env.BENCH_BLACKLIST ?? 10_000);
const SEED_IN_FLIGHT = 16;

type Usage = { cpuMs: number; rss: number; heapUsed: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function main() {
  console.log(
    `bench:readmodel — ${TREES} trees, ${NODES} nodes (one tree of ${BIG_TREE}), ${AGENTS} agents, ` +
      `${BLACKLIST} blacklisted; ${machineLoad()}`,
  );
  process.env.READ_MODEL_REFRESHER = 'off';
  const sandbox = await startSandboxProcess({ SANDBOX_RATE_LIMITS: 'off' });
  const token = await mintServiceToken({ apiKeySid: 'SK_BENCH', apiKeySecret: BENCH_SECRET });
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'x-service-auth': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as Record<string, unknown>;
  };

  const seedStarted = Date.now();
  const treeIds: string[] = [];
  for (let t = 0; t < TREES; t++)
    treeIds.push(String((await post('/v1/ivrtree', { tree_name: `Cây ${t}` })).ivrTreeID));
  const nodesOf = (t: number) =>
    t === 0 ? BIG_TREE : Math.floor((NODES - BIG_TREE) / Math.max(1, TREES - 1));
  const nodeJobs = treeIds.flatMap((tree, t) => Array.from({ length: nodesOf(t) }, (_, n) => ({ tree, n })));
  await inParallel(nodeJobs, SEED_IN_FLIGHT, async ({ tree, n }) => {
    const node = await post('/v1/ivrnode', {
      tree,
      node_name: `Nút ${n}`,
      node_play_mode: 'talk',
      node_play_content: 'Xin chào',
    });
    const key = n % 10 === 0 ? { action: 2, queue_id: `Q_${n % 200}` } : { action: 6 };
    await post('/v1/ivrkeypress', { node: node.ivrNodeID, node_key: '1', ...key });
  });
  await inParallel(
    Array.from({ length: AGENTS }, (_, i) => i),
    SEED_IN_FLIGHT,
    async (i) => {
      await post('/v1/agent', { name: `Nguyễn Văn ${i}`, service_user_id: `bench-agent-${i}` });
    },
  );
  await inParallel(
    Array.from({ length: BLACKLIST }, (_, i) => i),
    SEED_IN_FLIGHT,
    async (i) => {
      await post('/v1/blacklistnumber', { number: `0912${String(i).padStart(6, '0')}` });
    },
  );
  console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const proxy = await startCountingProxy(sandbox.origin);
  const bff = await startBffProcess({
    ...sandbox,
    baseUrl: sandbox.baseUrl.replace(sandbox.origin, proxy.origin),
    apiUrl: sandbox.apiUrl.replace(sandbox.origin, proxy.origin),
  });
  try {
    const cookie = await signIn(bff.origin, 'bench-lead');
    const get = async (path: string) => {
      const started = performance.now();
      const answer = await fetch(`${bff.origin}${path}`, { headers: { cookie } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
      return performance.now() - started;
    };

    const before = await bff.ask<Usage>('usage');
    proxy.reset();
    const walkMs = await get('/api/queues?pageSize=100');
    await get('/api/agents');
    await get('/api/blacklist');
    const after = await bff.ask<Usage>('usage');
    console.log(
      `full read (first overview: every tree, node and key; then agents, blacklist): ` +
        `${(walkMs / 1000).toFixed(1)} s for the walk, ${proxy.total()} service calls, ` +
        `RSS ${mb(before.rss)} → ${mb(after.rss)}, CPU ${(after.cpuMs - before.cpuMs).toFixed(0)} ms`,
    );

    proxy.reset();
    const alone: number[] = [];
    for (let i = 0; i < 50; i++) alone.push(await get('/api/queues?pageSize=100'));
    console.log(
      `queue overview alone: median ${median(alone).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms ` +
        `(target ≤ 50 ms); service calls ${proxy.total()}`,
    );
    const wallStarted = performance.now();
    await Promise.all(Array.from({ length: 50 }, () => get('/api/queues?pageSize=100')));
    console.log(
      `queue overview, 50 at once: wall ${(performance.now() - wallStarted).toFixed(0)} ms (target ≤ 1 s)`,
    );

    // The refresher walks every tree; here the overview's first walk did, as it would at start-up.
    const bigTree = treeIds[0]!;
    const openMs = await get(`/api/ivr/trees/${bigTree}/graph`);
    console.log(`open of the ${BIG_TREE}-node tree, first time: ${openMs.toFixed(0)} ms (target ≤ 1 s)`);

    const searches: number[] = [];
    for (let i = 0; i < 50; i++)
      searches.push(await get(`/api/blacklist?search=0912${String(i * 37).padStart(3, '0')}`));
    console.log(
      `blacklist search over ${BLACKLIST}: median ${median(searches).toFixed(1)} ms, ` +
        `p95 ${percentile(searches, 95).toFixed(1)} ms (target ≤ 50 ms)`,
    );
    console.log(`machine: ${machineLoad()}`);
  } finally {
    await bff.stop();
    await proxy.close();
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
