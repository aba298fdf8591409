import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Secret, type UpstreamTarget } from '@server/config';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { roles } from '@/core/roles';
import { startBff, TEST_API_SECRET, type RunningBff } from '../../test-support/bff-harness';
import { testDatabase } from '../../test-support/test-database';
import type { ReadModelSettings } from '../../read-model/read-model-settings';

export const PASSWORD = 'role-user-password';

/** Refresher times shrunk so that a test sees a few rounds in a second or two. */
export const QUICK_REFRESHER: Partial<ReadModelSettings> = {
  refresher: true,
  tickMs: 50,
  leaseMs: 600,
  listsEveryMs: 200,
  walkPauseMs: 200,
};

export function upstreamOf(sandbox: RunningSandbox): UpstreamTarget {
  return {
    kind: 'sandbox',
    connection: {
      baseUrl: sandbox.baseUrl,
      apiUrl: sandbox.apiUrl,
      apiKeySid: sandbox.config.apiKeySid,
      apiKeySecret: new Secret(sandbox.config.apiKeySecret),
      authHeader: 'X-SERVICE-AUTH',
      tokenCty: 'service-api;v=1',
      sipDomain: 'sip.sandbox.local',
    },
    rateLimits: sandbox.config.rateLimits,
  };
}

/**
 * Two BFF instances over one app database (SQLite file or PostgreSQL schema) and one sandbox, as two
 * instances behind a load balancer; each with its own refresher.
 */
export async function startTwoInstances(settings: Partial<ReadModelSettings> = QUICK_REFRESHER) {
  const sandbox = await startSandbox({ SANDBOX_API_KEY_SECRET: TEST_API_SECRET });
  const database = testDatabase(mkdtempSync(`${tmpdir()}/read-model-`));
  const options = {
    upstream: upstreamOf(sandbox),
    database: database.settings,
    readModel: settings,
  };
  const first: RunningBff = await startBff({
    ...options,
    users: roles.map((role) => ({ username: role, displayName: role, role, password: PASSWORD })),
  });
  const second: RunningBff = await startBff(options);
  return {
    sandbox,
    instances: [first, second],
    close: async () => {
      await Promise.allSettled([first.close(), second.close()]);
      await sandbox.close();
      await database.dispose();
    },
  };
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
