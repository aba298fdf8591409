import { allNumbers, percentile, runSoak, serverErrors } from '../server/bff/test-support/soak-driver';
import { machineLoad, verdict } from './support/load';
import { signIn, startBffOrStopSandbox, startSandboxProcess } from './support/processes';

/**
 * A soak: USERS concurrent users for SOAK_SECONDS (default 200 for 120 s) reading lists and creating
 * blacklist entries through the BFF. Targets: no 5xx, the heap back where it started (after a GC), and
 * every acknowledged create present afterwards.
 */
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const SESSIONS = 20;
const MB = 1024 * 1024;

async function main() {
  console.log(`bench:soak — ${USERS} users for ${SECONDS} s; ${machineLoad()}`);
  const sandbox = await startSandboxProcess();
  const bff = await startBffOrStopSandbox(sandbox);
  try {
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) cookies.push(await signIn(bff.origin, 'bench-lead'));
    await runSoak({ origin: bff.origin, cookies, users: USERS, durationMs: 5000 });
    const heapStart = (await bff.ask<{ heapUsed: number }>('gc-memory')).heapUsed;

    const result = await runSoak({ origin: bff.origin, cookies, users: USERS, durationMs: SECONDS * 1000 });
    const heapEnd = (await bff.ask<{ heapUsed: number }>('gc-memory')).heapUsed;

    const listed = await allNumbers(async (page) => {
      const response = await fetch(`${bff.origin}/api/blacklist?page=${page}&pageSize=100`, {
        headers: { cookie: cookies[0]! },
      });
      const body = (await response.json()) as { items: { id: string }[] };
      return body.items.map((item) => item.id);
    });
    // By id: the number is stored normalized, not as it was typed.
    const lost = result.acknowledged.filter((write) => !listed.has(write.id));
    const fivexx = serverErrors(result);
    const growth = (heapEnd - heapStart) / MB;

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
    console.log(`5xx: ${fivexx} (target 0: ${verdict(fivexx === 0 && result.networkErrors === 0)})`);
    console.log(
      `heap after GC: start ${(heapStart / MB).toFixed(1)} MB, end ${(heapEnd / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target: stable, < 20 MB: ${verdict(growth < 20)})`,
    );
    console.log(
      `acknowledged creates: ${result.acknowledged.length}, missing afterwards: ${lost.length} (target 0: ${verdict(lost.length === 0)})`,
    );
    console.log(machineLoad());
  } finally {
    await bff.stop();
    await sandbox.stop();
  }
}

await main();
