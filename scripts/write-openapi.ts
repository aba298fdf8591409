// Writes the BFF's OpenAPI document to a file, for `redocly lint` (npm run lint:api). Builds the app on an
// in-memory database without listening, reads the document and closes it: no request is served.
// Usage: npx tsx scripts/write-openapi.ts <out.json>
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Secret } from '../server/config';
import { openAppDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { buildApp } from '../server/bff/app';

const out = process.argv[2];
if (!out) throw new Error('usage: write-openapi.ts <out.json>');

const appDb = openAppDb({ engine: 'sqlite', path: ':memory:' });
await migrateToLatest(appDb);
const app = await buildApp({
  appDb,
  // A closed local port, so that nothing could leave the machine: the document needs no service.
  upstream: {
    kind: 'sandbox',
    connection: {
      baseUrl: 'http://127.0.0.1:9/cc',
      apiUrl: 'http://127.0.0.1:9/api',
      apiKeySid: 'SK_DOCUMENT',
      apiKeySecret: new Secret('unused'),
      authHeader: 'X-SERVICE-AUTH',
      tokenCty: 'service-api;v=1',
      sipDomain: 'sip.sandbox.local',
    },
  },
  session: { idleMinutes: 30, absoluteHours: 8 },
  staticDir: null,
  readModel: { refresher: false },
  board: { poller: false },
});
// .swagger() needs the app ready (its start-up hooks run); closing straight after stops their timers.
await app.ready();
const document = app.swagger();
await app.close();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
await appDb.close();
