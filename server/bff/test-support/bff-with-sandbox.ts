import { Secret } from '../../config';
import { startSandbox, type RunningSandbox } from '../../sandbox/test-support/sandbox-harness';
import { roles, type Role } from '../../../src/core/roles';
import {
  startBff,
  TEST_API_SECRET,
  type Answer,
  type RequestOptions,
  type RunningBff,
  type StartBffOptions,
} from './bff-harness';

const PASSWORD = 'role-user-password';

/** A session cookie and the CSRF header's value (`1`), to spread into request options. */
export type SignedIn = { cookie: string; csrf: string };

export type BffWithSandbox = {
  bff: RunningBff;
  sandbox: RunningSandbox;
  /** A request as a signed-in user of that role (sessions are made once and reused). */
  as: (
    role: Role,
    method: string,
    path: string,
    options?: Omit<RequestOptions, 'cookie' | 'csrf' | 'csrfValue'>,
  ) => Promise<Answer>;
  close: () => Promise<void>;
};

/**
 * A real BFF in front of a real sandbox (the sandbox's key secret is the canary TEST_API_SECRET), with one
 * user per role. `seed` fills the sandbox with the demo project; `bff` adds options of the BFF (a
 * logger, limits).
 */
export async function startBffWithSandbox(
  options: {
    seed?: boolean;
    sandboxEnv?: Record<string, string>;
    bff?: Omit<StartBffOptions, 'upstream' | 'users'>;
  } = {},
): Promise<BffWithSandbox> {
  const sandbox = await startSandbox(
    { SANDBOX_API_KEY_SECRET: TEST_API_SECRET, ...options.sandboxEnv },
    options.seed ?? false,
  );
  const bff = await startBff({
    ...options.bff,
    upstream: {
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
    },
    users: roles.map((role) => ({ username: role, displayName: role, role, password: PASSWORD })),
  });
  const sessions = new Map<Role, SignedIn>();
  const signIn = async (role: Role): Promise<SignedIn> => {
    const known = sessions.get(role);
    if (known) return known;
    const { cookie, csrf } = await bff.login(role, PASSWORD);
    const signedIn = { cookie, csrf };
    sessions.set(role, signedIn);
    return signedIn;
  };
  return {
    bff,
    sandbox,
    as: async (role, method, path, requestOptions = {}) =>
      bff.request(method, path, { ...requestOptions, ...(await signIn(role)) }),
    close: async () => {
      await bff.close();
      await sandbox.close();
    },
  };
}
