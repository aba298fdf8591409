import { availableParallelism } from 'node:os';
import { inspect } from 'node:util';
import { z } from 'zod';
import { publicOriginsSchema, trustProxySchema, type TrustProxy } from './proxy-settings';
import { loadSandboxConfig, type SandboxConfig } from './sandbox/config';
import { DEFAULT_RATE_LIMITS_TEXT, rateLimitsFromEnv, type RateLimits } from './service-api/rate-limits';
import { DEFAULT_TOKEN_CTY } from './service-api/token';

/**
 * A value that must never reach a log line, an error message or a response. Printing, inspecting or
 * serializing it gives `[redacted]`; only `reveal()` hands out the real value.
 */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[redacted]';
  }
  toJSON(): string {
    return '[redacted]';
  }
  [inspect.custom](): string {
    return '[redacted]';
  }
}

export const DEFAULT_DEMO_PASSWORD = 'switchboard-demo';

/** The four variables that point the console at a real service; all or none must be set. */
const serviceVariables = [
  'SERVICE_BASE_URL',
  'SERVICE_API_URL',
  'SERVICE_API_KEY_SID',
  'SERVICE_API_KEY_SECRET',
] as const;

/** A whole number within bounds, with a message that says what is expected rather than what zod saw. */
const wholeNumber = (min: number, max: number, expected: string) => {
  const error = `must be ${expected}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const port = wholeNumber(0, 65535, 'a port number (0-65535)');
const positiveInt = wholeNumber(1, 1_000_000, 'a whole number above 0');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxySchema.default(false),
  PUBLIC_ORIGIN: publicOriginsSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist'),
  SERVICE_BASE_URL: httpUrl.optional(),
  SERVICE_API_URL: httpUrl.optional(),
  SERVICE_API_KEY_SID: z.string().min(1).optional(),
  SERVICE_API_KEY_SECRET: z.string().min(1).optional(),
  SERVICE_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .default('X-SERVICE-AUTH'),
  SERVICE_TOKEN_CTY: z.string().min(1).default(DEFAULT_TOKEN_CTY),
  SIP_DOMAIN: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).default('data/switchboard.db'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('public'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  DEMO_PASSWORD: z.string().min(1).max(200).default(DEFAULT_DEMO_PASSWORD),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(8),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  API_RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  /**
   * The real service's rate limits, as `calllog=100/min,campaign=300/min` or `off`: the spec states none;
   * the default is the one figure field reports give. With the embedded sandbox its own limits are used.
   */
  SERVICE_RATE_LIMITS: rateLimitsFromEnv(DEFAULT_RATE_LIMITS_TEXT),
  LOGIN_FAILURES_PER_IP_PER_MINUTE: positiveInt.default(30),
  LOGIN_FAILURES_PER_USERNAME_PER_MINUTE: positiveInt.default(50),
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 64, 'a whole number from 1 to 64').default(
    Math.min(4, availableParallelism()),
  ),
  PASSWORD_HASH_WAIT_MS: wholeNumber(0, 30_000, 'a whole number of milliseconds (0-30000)').default(5000),
  /** The embedded sandbox's loopback port; 0 picks a free one (tests pin it to reach /__sandbox). */
  EMBEDDED_SANDBOX_PORT: port.default(0),
});

type Env = z.infer<typeof envSchema>;

/** Where a real service lives and how to authenticate to it. */
export type ServiceConnection = {
  baseUrl: string;
  apiUrl: string;
  apiKeySid: string;
  apiKeySecret: Secret;
  authHeader: string;
  tokenCty: string;
  sipDomain: string | null;
};

/** The service the BFF talks to, once resolved: a real one, or the embedded sandbox over loopback HTTP. */
export type UpstreamTarget = {
  kind: 'sandbox' | 'service';
  connection: ServiceConnection;
  /** The service's rate limits the BFF paces itself to; absent = field reports' `calllog=100/min`. */
  rateLimits?: RateLimits;
};

export type DatabaseSettings =
  { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: Secret; schema: string };

export type AppConfig = {
  production: boolean;
  port: number;
  host: string;
  /** Which peers' X-Forwarded-* headers to believe (client IP, https, host). */
  trustProxy: TrustProxy;
  /** Host names (`host[:port]`) the console answers for; empty = any. */
  publicHosts: string[];
  logLevel: Env['LOG_LEVEL'];
  staticDir: string | null;
  /** A real service when the SERVICE_* variables are set; otherwise the embedded sandbox is started. */
  upstream:
    | { mode: 'service'; service: ServiceConnection; rateLimits: RateLimits }
    | {
        mode: 'sandbox';
        sandbox: SandboxConfig;
        embeddedPort: number;
        authHeader: string;
        tokenCty: string;
        sipDomain: string | null;
      };
  database: DatabaseSettings;
  initialAdmin: { username: string; password: Secret } | null;
  demoPassword: Secret;
  session: { idleMinutes: number; absoluteHours: number };
  /** Sign-in attempts per client IP and username. */
  loginRateLimitPerMinute: number;
  /** Requests to /api per session (or per client IP without one). */
  apiRateLimitPerMinute: number;
  signInLimits: SignInLimits;
};

/** What protects sign-in beyond the per IP and username limit (see server/bff/auth/sign-in-guard.ts). */
export type SignInLimits = {
  /** Failed sign-ins per client IP, whatever the usernames; successful ones do not count. */
  failuresPerIpPerMinute: number;
  /** Failed sign-ins per username, from whatever addresses. */
  failuresPerUsernamePerMinute: number;
  /** Password hashes computed at once (each takes ~128 MiB and a core for a few hundred ms). */
  hashConcurrency: number;
  /** How long a sign-in may wait for a free hashing slot before it is answered 503 with Retry-After. */
  hashWaitMs: number;
};

/** Every problem found in the environment, one readable line each; never carries a variable's value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every missing or invalid variable at once. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = withoutEmptyValues(rawEnv);
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }

  const present = serviceVariables.filter((name) => env[name] !== undefined);
  const missing = serviceVariables.filter((name) => env[name] === undefined);
  if (present.length > 0 && missing.length > 0) {
    problems.push(
      `${missing.join(', ')}: missing; a real service needs all of ${serviceVariables.join(', ')} ` +
        `(set: ${present.join(', ')}), or none of them for the embedded sandbox`,
    );
  }
  if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_USERNAME, ADMIN_PASSWORD: set both or neither');
  }

  let sandbox: SandboxConfig | null = null;
  if (present.length === 0) {
    try {
      sandbox = loadSandboxConfig(env);
    } catch (error) {
      const lines = error instanceof Error ? error.message.split('\n').slice(1) : [];
      problems.push(...lines.filter(Boolean));
    }
  }

  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  return toAppConfig(parsed.data, sandbox);
}

function toAppConfig(e: Env, sandbox: SandboxConfig | null): AppConfig {
  const sipDomain = e.SIP_DOMAIN ?? null;
  const upstream: AppConfig['upstream'] = sandbox
    ? {
        mode: 'sandbox',
        sandbox,
        embeddedPort: e.EMBEDDED_SANDBOX_PORT,
        authHeader: e.SERVICE_AUTH_HEADER,
        tokenCty: e.SERVICE_TOKEN_CTY,
        sipDomain,
      }
    : {
        mode: 'service',
        service: {
          baseUrl: stripTrailingSlash(e.SERVICE_BASE_URL!),
          apiUrl: stripTrailingSlash(e.SERVICE_API_URL!),
          apiKeySid: e.SERVICE_API_KEY_SID!,
          apiKeySecret: new Secret(e.SERVICE_API_KEY_SECRET!),
          authHeader: e.SERVICE_AUTH_HEADER,
          tokenCty: e.SERVICE_TOKEN_CTY,
          sipDomain,
        },
        rateLimits: e.SERVICE_RATE_LIMITS,
      };
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicHosts: e.PUBLIC_ORIGIN ?? [],
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR === '' ? null : e.STATIC_DIR,
    upstream,
    database: databaseSettings(e.DATABASE_URL, e.DATABASE_SCHEMA),
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: new Secret(e.ADMIN_PASSWORD) }
        : null,
    demoPassword: new Secret(e.DEMO_PASSWORD),
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signInLimits: {
      failuresPerIpPerMinute: e.LOGIN_FAILURES_PER_IP_PER_MINUTE,
      failuresPerUsernamePerMinute: e.LOGIN_FAILURES_PER_USERNAME_PER_MINUTE,
      hashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
      hashWaitMs: e.PASSWORD_HASH_WAIT_MS,
    },
  };
}

/** `postgres://…` (or `postgresql://…`) selects PostgreSQL; anything else is a SQLite file path. */
export function databaseSettings(url: string, schema = 'public'): DatabaseSettings {
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: 'postgres', url: new Secret(url), schema };
  return { engine: 'sqlite', path: url.replace(/^sqlite:(\/\/)?/i, '') };
}

/** An empty variable (`FOO=` in a .env file) means "not set", so defaults apply. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[name] = value;
  }
  return result;
}

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');
