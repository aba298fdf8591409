import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/fixtures/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e/tests',
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more, and the reporter still names it as flaky: a test that fails twice
  // fails the run. Under the whole suite's load a few timing-bound tests (a publish, a remote drag) have
  // each failed once in many runs while passing on their own; one unlucky run should not stop a landing.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // A click or fill that cannot happen fails where it waits, naming what it waited for, rather than
    // running into the whole test's timeout with no line to show.
    actionTimeout: 25_000,
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
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
