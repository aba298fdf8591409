import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e/tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // A click or fill that cannot happen fails where it waits, naming what it waited for, rather than
    // running into the whole test's timeout with no line to show.
    actionTimeout: 25_000,
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The browser specs, then the check that needs all of them to have run: the server log's canary search
  // (e2e/tests/server-log.teardown.ts). A teardown project runs in full even when one spec is chosen.
  projects: [
    { name: 'console', testMatch: '**/*.spec.ts', teardown: 'server log' },
    { name: 'server log', testMatch: '**/*.teardown.ts' },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
