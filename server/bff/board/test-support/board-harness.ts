import { roles, type Role } from '@/core/roles';
import { Secret } from '@server/config';
import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '@server/service-api/surfaces';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import {
  startBff,
  TEST_API_SECRET,
  type RunningBff,
  type StartBffOptions,
} from '../../test-support/bff-harness';
import type { BoardSettings } from '../board-settings';
import { startCountingProxy, type CountingProxy } from './counting-proxy';

const PASSWORD = 'board-user-password';

export type BoardHarness = {
  bff: RunningBff;
  sandbox: RunningSandbox;
  /** Between the BFF and the sandbox: counts every request the BFF makes to the service. */
  proxy: CountingProxy;
  cookieOf: (role: Role) => Promise<string>;
  close: () => Promise<void>;
};

/** Polls fast enough for a test to watch several in a few seconds. */
export const FAST_BOARD: Partial<BoardSettings> = {
  pollMs: 300,
  idlePollMs: 300,
  chatPollMs: 300,
  groupsPollMs: 1_000,
  followMs: 100,
  leaseMs: 2_000,
  sessionCheckMs: 200,
  callLogPerMinute: 600,
};

/** A seeded sandbox, a counting proxy in front of it and a BFF on that proxy, with one user per role. */
export async function startBoardHarness(
  board: Partial<BoardSettings> = FAST_BOARD,
  bffOptions: Omit<StartBffOptions, 'upstream' | 'users' | 'board'> = {},
): Promise<BoardHarness> {
  const sandbox = await startSandbox({ SANDBOX_API_KEY_SECRET: TEST_API_SECRET }, true);
  const proxy = await startCountingProxy(sandbox.origin);
  const bff = await startBff({
    ...bffOptions,
    board,
    upstream: {
      kind: 'sandbox',
      connection: {
        baseUrl: `${proxy.origin}${SANDBOX_BASE_PREFIX}`,
        apiUrl: `${proxy.origin}${SANDBOX_API_PREFIX}`,
        apiKeySid: sandbox.config.apiKeySid,
        apiKeySecret: new Secret(sandbox.config.apiKeySecret),
        authHeader: 'X-SERVICE-AUTH',
        tokenCty: 'service-api;v=1',
        sipDomain: 'sip.sandbox.local',
      },
    },
    users: roles.map((role) => ({ username: role, displayName: role, role, password: PASSWORD })),
  });
  const cookies = new Map<Role, string>();
  return {
    bff,
    sandbox,
    proxy,
    cookieOf: async (role) => {
      const known = cookies.get(role);
      if (known) return known;
      const { cookie } = await bff.login(role, PASSWORD);
      cookies.set(role, cookie);
      return cookie;
    },
    close: async () => {
      await bff.close();
      await proxy.close();
      await sandbox.close();
    },
  };
}
