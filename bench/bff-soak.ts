import {
  BLACKLIST_WRITE,
  percentile,
  runSoak,
  serverErrors,
  type SoakWrite,
} from '../server/bff/test-support/soak-driver';
import { machineLoad, verdict } from './support/load';
import { signIn, startBffOrStopSandbox, startSandboxProcess } from './support/processes';
import { countWrites, sprayAndSignIn } from './support/soak-checks';

/**
 * A soak: USERS users for SOAK_SECONDS (default 200 for 120 s) reading every kind of list the console serves
 * (agents, blacklist, groups, queues, an IVR graph, the call log, chat, the audit log) and creating blacklist
 * entries, groups and IVR trees through the BFF, while an attacker sprays sign-ins with random usernames and
 * a person signs in now and then. The sandbox's rate limits are off: this is a load test of the console
 * itself. Targets: no 5xx, reads p99 ≤ 1 s, every acknowledged create present once afterwards (re-read from
 * the service), RSS within 20 % of its start, the person's sign-in p95 ≤ 1 s.
 *
 * Each user pauses 0.5–1.5 s after every answer (SOAK_PAUSE_MS=min-max): a request a second from each of
 * 200 people is already far busier than people at a console are. Without a pause, 200 loops keep every core
 * busy whatever the console's speed, and the latency is only 200 ÷ throughput: that closed loop follows for
 * CAPACITY_SECONDS (default 30) and is printed as the console's capacity on this machine, not as a target.
 */
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CAPACITY_SECONDS = Number(process.env.CAPACITY_SECONDS ?? 30);
const [PAUSE_MIN, PAUSE_MAX] = (process.env.SOAK_PAUSE_MS ?? '500-1500').split('-').map(Number) as [
  number,
  number,
];
const SESSIONS = 20;
const MB = 1024 * 1024;

// The attacker and the person sign in from addresses of their own, as through a balancer.
process.env.BENCH_TRUST_PROXY_HOPS = '1';
// The sandbox's limits are off (bench processes), and so is the BFF's budget for them.
process.env.BENCH_SERVICE_RATE_LIMITS = 'off';

const WRITES: SoakWrite[] = [
  BLACKLIST_WRITE,
  { kind: 'groups', path: '/api/groups', body: (unique) => ({ name: `Soak ${unique}` }) },
  { kind: 'ivr-trees', path: '/api/ivr/trees', body: (unique) => ({ name: `Soak ${unique}` }) },
];

async function main() {
  console.log(
    `bench:soak — ${USERS} users for ${SECONDS} s, pausing ${PAUSE_MIN}–${PAUSE_MAX} ms between requests; ${machineLoad()}`,
  );
  const sandbox = await startSandboxProcess();
  const bff = await startBffOrStopSandbox(sandbox);
  try {
    // Admins, so that the audit log is among the reads.
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) cookies.push(await signIn(bff.origin, 'bench-admin'));
    const trees = (await (
      await fetch(`${bff.origin}/api/ivr/trees?pageSize=1`, { headers: { cookie: cookies[0]! } })
    ).json()) as { items: { id: string }[] };
    const reads = [
      '/api/agents?pageSize=50',
      '/api/blacklist?pageSize=50',
      '/api/groups',
      '/api/auth/me',
      '/api/queues',
      ...(trees.items[0] ? [`/api/ivr/trees/${trees.items[0].id}/graph`] : []),
      '/api/calls?limit=20',
      '/api/chat/conversations?pageSize=20',
      '/api/admin/audit?pageSize=50',
    ];
    const soak = (durationMs: number, pauseMs?: { min: number; max: number }) =>
      runSoak({ origin: bff.origin, cookies, users: USERS, durationMs, reads, writes: WRITES, pauseMs });
    const people = { min: PAUSE_MIN, max: PAUSE_MAX };
    await soak(5000, people);
    const heapStart = (await bff.ask<{ heapUsed: number }>('gc-memory')).heapUsed;
    const rssStart = (await bff.ask<{ rss: number }>('rss')).rss;

    const beside = sprayAndSignIn(bff.origin, 'bench-lead');
    const result = await soak(SECONDS * 1000, people);
    const signIns = await beside.stop();
    const heapEnd = (await bff.ask<{ heapUsed: number }>('gc-memory')).heapUsed;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssEnd = (await bff.ask<{ rss: number }>('rss')).rss;

    const counted = await countWrites(bff.origin, cookies[0]!, result.acknowledged);
    const fivexx = serverErrors(result);
    const readP99 = percentile(result.latencies.read, 99);
    const rssGrowth = (rssEnd - rssStart) / rssStart;
    const personP95 = percentile(signIns.person, 95);

    console.log(
      `requests: ${result.requests} in ${(result.elapsedMs / 1000).toFixed(1)} s (${(result.requests / (result.elapsedMs / 1000)).toFixed(0)} req/s)`,
    );
    console.log(`statuses: ${JSON.stringify(result.statuses)}, network errors: ${result.networkErrors}`);
    for (const kind of ['read', 'write'] as const) {
      const values = result.latencies[kind];
      console.log(
        `  ${kind}s: ${values.length}, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`,
      );
    }
    for (const [path, values] of Object.entries(result.byPath)) {
      console.log(
        `    ${path}: ${values.length}, p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`,
      );
    }
    console.log(`5xx: ${fivexx} (target 0: ${verdict(fivexx === 0 && result.networkErrors === 0)})`);
    console.log(`reads p99 ${readP99.toFixed(0)} ms (target ≤ 1000: ${verdict(readP99 <= 1000)})`);
    for (const line of counted.lines) console.log(line);
    console.log(
      `acknowledged creates: ${result.acknowledged.length}, missing ${counted.missing}, duplicated ${counted.duplicated} (target 0 and 0: ${verdict(counted.missing === 0 && counted.duplicated === 0)})`,
    );
    console.log(
      `heap after GC: start ${(heapStart / MB).toFixed(1)} MB, end ${(heapEnd / MB).toFixed(1)} MB, growth ${((heapEnd - heapStart) / MB).toFixed(1)} MB`,
    );
    console.log(
      `RSS: start ${(rssStart / MB).toFixed(0)} MB, end ${(rssEnd / MB).toFixed(0)} MB, ${(rssGrowth * 100).toFixed(0)} % (target within 20 %: ${verdict(Math.abs(rssGrowth) <= 0.2)})`,
    );
    console.log(
      `spraying attacker: ${signIns.attempts} sign-ins (${JSON.stringify(signIns.attackStatuses)}); the person's sign-in p95 ${personP95.toFixed(0)} ms over ${signIns.person.length} (target ≤ 1000: ${verdict(personP95 <= 1000)}), ${signIns.personFailed} refused`,
    );
    const capacity = await soak(CAPACITY_SECONDS * 1000);
    const slowest = Object.entries(capacity.byPath)
      .map(([path, values]) => ({ path, p99: percentile(values, 99) }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, 3)
      .map(({ path, p99 }) => `${path} ${p99.toFixed(0)} ms`);
    console.log(
      `capacity, ${USERS} loops with no pause for ${CAPACITY_SECONDS} s (a figure, not a target): ${(capacity.requests / (capacity.elapsedMs / 1000)).toFixed(0)} req/s, reads p50 ${percentile(capacity.latencies.read, 50).toFixed(0)} ms, p99 ${percentile(capacity.latencies.read, 99).toFixed(0)} ms, statuses ${JSON.stringify(capacity.statuses)}; slowest p99: ${slowest.join(', ')}`,
    );
    console.log(machineLoad());
  } finally {
    await bff.stop();
    await sandbox.stop();
  }
}

await main();
