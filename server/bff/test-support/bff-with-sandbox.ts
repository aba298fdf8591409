import { Secret, type UpstreamTarget } from '../../config';
import { startSandbox, type RunningSandbox } from '../../sandbox/test-support/sandbox-harness';
import { roles, type Role } from '@/core/roles';
import {
  startBff,
  TEST_API_SECRET,
  type Answer,
  type RequestOptions,
  type RunningBff,
  type StartBffOptions,
} from './bff-harness';

/** The password of every role's user. */
export const ROLE_PASSWORD = 'role-user-password';

/** A session cookie and the CSRF header's value (`1`), to spread into request options. */
export type SignedIn = { cookie: string; csrf: string };

export type BffWithSandbox = {
  bff: RunningBff;
  sandbox: RunningSandbox;
  /** How the BFF reaches the sandbox (through `via` when given): a second instance can be started on it. */
  upstream: UpstreamTarget;
  /** A request as a signed-in user of that role (sessions are made once and reused). */
  as: (
    role: Role,
    method: string,
    path: string,
    options?: Omit<RequestOptions, 'cookie' | 'csrf' | 'csrfValue'>,
  ) => Promise<Answer>;
  /** The session of that role's user (made once and reused), e.g. for a WebSocket's cookie. */
  signIn: (role: Role) => Promise<SignedIn>;
  close: () => Promise<void>;
};

/**
 * A real BFF in front of a real sandbox (the sandbox's key secret is the canary TEST_API_SECRET), with one
 * user per role. `seed` fills the sandbox with the demo project; `bff` adds options of the BFF (a
 * logger, limits), `via` a proxy in front of the sandbox.
 */
export async function startBffWithSandbox(
  options: {
    seed?: boolean;
    sandboxEnv?: Record<string, string>;
    bff?: Omit<StartBffOptions, 'upstream' | 'users'>;
    /** Puts something (e.g. a proxy) between the BFF and the sandbox: gets its origin, gives the one to use. */
    via?: (sandboxOrigin: string) => Promise<string>;
  } = {},
): Promise<BffWithSandbox> {
  const sandbox = await startSandbox(
    { SANDBOX_API_KEY_SECRET: TEST_API_SECRET, ...options.sandboxEnv },
    options.seed ?? false,
  );
  const origin = options.via ? await options.via(sandbox.origin) : sandbox.origin;
  const upstream: UpstreamTarget = {
    kind: 'sandbox',
    connection: {
      baseUrl: sandbox.baseUrl.replace(sandbox.origin, origin),
      apiUrl: sandbox.apiUrl.replace(sandbox.origin, origin),
      apiKeySid: sandbox.config.apiKeySid,
      apiKeySecret: new Secret(sandbox.config.apiKeySecret),
      authHeader: 'X-SERVICE-AUTH',
      tokenCty: 'service-api;v=1',
      sipDomain: 'sip.sandbox.local',
    },
    // The BFF paces itself to the limits this sandbox enforces (none unless the test sets some).
    rateLimits: sandbox.config.rateLimits,
  };
  const bff = await startBff({
    ...options.bff,
    upstream,
    users: roles.map((role) => ({ username: role, displayName: role, role, password: ROLE_PASSWORD })),
  });
  const sessions = new Map<Role, SignedIn>();
  const signIn = async (role: Role): Promise<SignedIn> => {
    const known = sessions.get(role);
    if (known) return known;
    const { cookie, csrf } = await bff.login(role, ROLE_PASSWORD);
    const signedIn = { cookie, csrf };
    sessions.set(role, signedIn);
    return signedIn;
  };
  return {
    bff,
    sandbox,
    upstream,
    as: async (role, method, path, requestOptions = {}) =>
      bff.request(method, path, { ...requestOptions, ...(await signIn(role)) }),
    signIn,
    close: async () => {
      await bff.close();
      await sandbox.close();
    },
  };
}
