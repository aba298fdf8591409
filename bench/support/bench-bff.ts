import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseSettings, Secret } from '../../server/config';
import { openAppDb } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildApp } from '../../server/bff/app';

/**
 * A production BFF for the benchmarks, in a process of its own (so that it does not share an event loop
 * with the load generator), in front of the service named by the SERVICE_* variables. It answers the
 * parent's `mints` message with how many service tokens it has minted so far.
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
  },
  session: { idleMinutes: 30, absoluteHours: 8 },
  loginRateLimitPerMinute: 1000,
  apiRateLimitPerMinute: 1_000_000,
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

process.on('message', (message) => {
  if (message === 'mints') process.send?.({ mints: app.services.service.tokens.mints });
  if (message === 'memory') process.send?.({ heapUsed: process.memoryUsage().heapUsed });
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
