import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { databaseSettings, Secret } from '../../server/config';
import { openAppDb } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildApp } from '../../server/bff/app';
import { asyncStdout, loggerOptions } from '../../server/bff/startup/logger';
import { parseRateLimits } from '../../server/service-api/rate-limits';

/**
 * A production BFF for the benchmarks, in a process of its own (so that it does not share an event loop
 * with the load generator), in front of the service named by the SERVICE_* variables, logging to its
 * standard output as in production. It answers the parent's `mints` message with how many service tokens
 * it has minted and how many service calls it retried so far, and `event-loop` with how long its event
 * loop was held up and how much CPU time it spent per request since the previous `event-loop` (a blocked
 * loop is what makes a tail).
 */
const env = process.env;
const dir = mkdtempSync(join(tmpdir(), 'bench-bff-'));
const appDb = openAppDb(databaseSettings(env.DATABASE_URL ?? join(dir, 'app.db'), env.DATABASE_SCHEMA));
await migrateToLatest(appDb);
const app = await buildApp({
  appDb,
  upstream: {
    kind: 'service',
    connection: {
      baseUrl: env.SERVICE_BASE_URL!,
      apiUrl: env.SERVICE_API_URL!,
      apiKeySid: env.SERVICE_API_KEY_SID!,
      apiKeySecret: new Secret(env.SERVICE_API_KEY_SECRET!),
      authHeader: 'X-SERVICE-AUTH',
      tokenCty: 'service-api;v=1',
      sipDomain: null,
    },
    // The soak tests the console itself: the budget the real service's limits call for is lifted.
    ...(env.BENCH_SERVICE_RATE_LIMITS ? { rateLimits: parseRateLimits(env.BENCH_SERVICE_RATE_LIMITS) } : {}),
  },
  session: { idleMinutes: 30, absoluteHours: 8 },
  loginRateLimitPerMinute: 1000,
  apiRateLimitPerMinute: 1_000_000,
  // bench:login gives the attackers and the person addresses of their own, as a proxy in front would.
  ...(env.BENCH_TRUST_PROXY_HOPS ? { trustProxy: { hops: Number(env.BENCH_TRUST_PROXY_HOPS) } } : {}),
  logger: { ...loggerOptions(env.BENCH_LOG_LEVEL ?? 'info', 'X-SERVICE-AUTH'), stream: asyncStdout() },
});
for (const role of ['admin', 'lead'] as const) {
  await app.services.users.createIfAbsent({
    username: `bench-${role}`,
    displayName: `Bench ${role}`,
    role,
    password: env.BENCH_PASSWORD!,
  });
}
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
const NS_PER_MS = 1e6;
// CPU time per request does not depend on what else the machine runs, unlike latency.
let requests = 0;
app.server.on('request', () => {
  requests += 1;
});
let cpuSince = process.cpuUsage();
// Garbage-collection pauses since the last report: a pause stops every request in flight.
const gc = { pauses: 0, totalMs: 0, maxMs: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.pauses += 1;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    const { detail } = entry as unknown as { detail?: { kind?: number } };
    if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message === 'mints')
    process.send?.({ mints: app.services.service.tokens.mints, retries: app.services.service.http.retries });
  if (message === 'event-loop') {
    const cpu = process.cpuUsage(cpuSince);
    process.send?.({
      p99Ms: loopDelay.percentile(99) / NS_PER_MS,
      maxMs: loopDelay.max / NS_PER_MS,
      cpuMsPerRequest: requests ? (cpu.user + cpu.system) / 1000 / requests : 0,
      gc: { ...gc },
    });
    Object.assign(gc, { pauses: 0, totalMs: 0, maxMs: 0, major: 0 });
    loopDelay.reset();
    requests = 0;
    cpuSince = process.cpuUsage();
  }
  if (message === 'memory') process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  if (message === 'rss') process.send?.({ rss: process.memoryUsage().rss });
  if (message === 'usage') {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, rss: memory.rss, heapUsed: memory.heapUsed });
  }
  if (message === 'gc-memory') {
    globalThis.gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  }
});
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => appDb.close())
    .finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
});
process.send?.({ origin });
