// The console as the browser tests see it: the built SPA served by the BFF, on the embedded sandbox,
// over a fresh throw-away app database and sandbox store.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BFF_NODE_FLAGS } from './bff-node-flags.mjs';

const dir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-'));
const server = spawn(process.execPath, [...BFF_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: join(dir, 'switchboard.db'),
    SANDBOX_DB: join(dir, 'sandbox.db'),
    SANDBOX_CALLS: process.env.SANDBOX_CALLS ?? '2000',
    // The sandbox's default rate limits (calllog=100/min) unless told otherwise: every page is tried under
    // the limits it will meet.
    // Tests reach the sandbox's fault injection (/__sandbox/faults) on the port after the console's.
    EMBEDDED_SANDBOX_PORT: String(Number(process.env.PORT ?? 8181) + 1),
    // Browser tests sign in many times a minute from one address, and click faster than people.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_FAILURES_PER_IP_PER_MINUTE: '1000',
    LOGIN_FAILURES_PER_USERNAME_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
  },
});
// Everything the server prints is also kept in a file, which tests search for secrets (e2e/fixtures/server-log.ts).
const log = createWriteStream(join(tmpdir(), `switchboard-e2e-server-${process.env.PORT ?? 8181}.log`));
for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    to.write(chunk);
    log.write(chunk);
  });
}
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
