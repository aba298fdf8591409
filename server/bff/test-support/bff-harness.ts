import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type SessionInfo,
} from '@/core/api/session';
import { Secret, type DatabaseSettings, type UpstreamTarget } from '../../config';
import { openAppDb, type AppDb } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { buildApp, type BuildAppOptions } from '../app';
import type { NewUser } from '../repositories/users';
import { TEST_API_SECRET } from './canary';
import { testDatabase } from './test-database';
import { signInHonouringBusy } from './sign-in-retry';

export { TEST_API_SECRET };

export const testUpstream: UpstreamTarget = {
  kind: 'sandbox',
  connection: {
    baseUrl: 'http://127.0.0.1:9/cc',
    apiUrl: 'http://127.0.0.1:9/api',
    apiKeySid: 'SK_TEST',
    apiKeySecret: new Secret(TEST_API_SECRET),
    authHeader: 'X-SERVICE-AUTH',
    tokenCty: 'service-api;v=1',
    sipDomain: 'sip.test.local',
  },
};

/** A clock the test moves by hand. */
export class TestClock {
  private ms = Date.parse('2026-03-01T08:00:00.000Z');
  now = () => new Date(this.ms);
  advance(minutes: number) {
    this.ms += minutes * 60_000;
  }
}

export type Answer = { status: number; headers: Headers; text: string; json: () => unknown };

export type RequestOptions = {
  body?: unknown;
  cookie?: string;
  /** Send the CSRF header `x-csrf: 1` when truthy (a string too, so SignedIn's `csrf` spreads in). */
  csrf?: string | boolean;
  /** An exact x-csrf value instead, for tests of wrong values. */
  csrfValue?: string;
  /**
   * The Origin header. State-changing requests send the BFF's own origin unless told otherwise, as a
   * browser's fetch does; `null` sends none.
   */
  origin?: string | null;
  headers?: Record<string, string>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SignedInAnswer = { cookie: string; info: SessionInfo; csrf: string };

export type RunningBff = {
  app: FastifyInstance;
  appDb: AppDb;
  origin: string;
  clock: TestClock;
  request: (method: string, path: string, options?: RequestOptions) => Promise<Answer>;
  /**
   * Signs in (with the CSRF header and our Origin); returns the session cookie (`name=value`), the
   * SessionInfo, and `csrf` to pass on to state-changing requests.
   */
  login: (username: string, password: string, headers?: Record<string, string>) => Promise<SignedInAnswer>;
  close: () => Promise<void>;
};

export type StartBffOptions = Partial<Omit<BuildAppOptions, 'appDb' | 'now'>> & {
  users?: NewUser[];
  /** Defaults to a fresh SQLite file in a temp directory. */
  database?: DatabaseSettings;
};

/** A real BFF over a real database, listening on a loopback port, driven with fetch. */
export async function startBff(options: StartBffOptions = {}): Promise<RunningBff> {
  const { users = [], database, ...appOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'bff-test-'));
  const fallback = testDatabase(dir);
  const appDb = openAppDb(database ?? fallback.settings);
  await migrateToLatest(appDb);
  const clock = new TestClock();
  const app = await buildApp({
    upstream: testUpstream,
    session: { idleMinutes: 30, absoluteHours: 8 },
    // Tests sign in and call the API far faster than people; the limits have tests of their own.
    loginRateLimitPerMinute: 1000,
    apiRateLimitPerMinute: 1_000_000,
    signInLimits: { failuresPerIpPerMinute: 1000, failuresPerUsernamePerMinute: 1000 },
    staticDir: null,
    ...appOptions,
    // The background refresher only where a test asks for it: others count their service calls.
    readModel: { refresher: false, ...appOptions.readModel },
    appDb,
    now: clock.now,
  });
  for (const user of users) await app.services.users.create(user);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });

  const request = async (method: string, path: string, opts: RequestOptions = {}): Promise<Answer> => {
    const headers = new Headers(opts.headers);
    if (opts.cookie) headers.set('cookie', opts.cookie);
    if (opts.csrfValue !== undefined) headers.set(CSRF_HEADER, opts.csrfValue);
    else if (opts.csrf) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    const sendsOrigin = !SAFE_METHODS.has(method.toUpperCase()) || opts.origin;
    if (sendsOrigin && opts.origin !== null && !headers.has('origin'))
      headers.set('origin', opts.origin ?? origin);
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await fetch(`${origin}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: (): unknown => JSON.parse(text) as unknown,
    };
  };

  const login = async (username: string, password: string, headers?: Record<string, string>) => {
    const answer = await signInHonouringBusy(() =>
      request('POST', '/api/auth/login', {
        body: { username, password },
        csrf: true,
        ...(headers ? { headers } : {}),
      }),
    );
    if (answer.status !== 200) throw new Error(`login ${username} answered ${answer.status}: ${answer.text}`);
    const info = answer.json() as SessionInfo;
    return { cookie: sessionCookieOf(answer.headers), info, csrf: CSRF_HEADER_VALUE };
  };

  return {
    app,
    appDb,
    origin,
    clock,
    request,
    login,
    close: async () => {
      await app.close();
      await appDb.close();
      if (!database) await fallback.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` part of the session cookie a response sets (under its http or https name). */
export function sessionCookieOf(headers: Headers): string {
  const cookie = headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`) || line.startsWith(`${SECURE_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0]!;
}
