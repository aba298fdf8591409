import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintServiceToken } from '../../service-api/token';
import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '../../service-api/surfaces';
import { buildSandbox, type Sandbox } from '../app';
import { loadSandboxConfig, type SandboxConfig } from '../config';

export type RunningSandbox = Sandbox & {
  origin: string;
  baseUrl: string;
  apiUrl: string;
  config: SandboxConfig;
  token: () => Promise<string>;
  /** JSON request to `<base|api>/<path>` with a valid token; returns HTTP status and parsed body. */
  call: (
    surface: 'base' | 'api',
    method: string,
    path: string,
    body?: unknown,
    init?: RequestInit,
  ) => Promise<CallResult>;
  close: () => Promise<void>;
};

export type CallResult = { status: number; body: Record<string, unknown>; headers: Headers };

/**
 * Starts a real sandbox on a loopback port over a fresh SQLite file. `seed: false` gives an empty project,
 * for tests that count what they create. The rate limits are off unless `SANDBOX_RATE_LIMITS` says
 * otherwise: tests that walk thousands of calls are about the data, the limits have tests of their own.
 */
export async function startSandbox(env: Record<string, string> = {}, seed = false): Promise<RunningSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const config = loadSandboxConfig({
    SANDBOX_DB: join(dir, 'sandbox.db'),
    SANDBOX_CALLS: '200',
    SANDBOX_RATE_LIMITS: 'off',
    ...env,
  });
  const sandbox = await buildSandbox({ config, seed });
  const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const token = () => mintServiceToken({ apiKeySid: config.apiKeySid, apiKeySecret: config.apiKeySecret });
  const call = async (
    surface: 'base' | 'api',
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ) => {
    const prefix = surface === 'base' ? SANDBOX_BASE_PREFIX : SANDBOX_API_PREFIX;
    const headers = new Headers(init.headers);
    if (!headers.has('x-service-auth')) headers.set('x-service-auth', await token());
    // FormData and raw bytes bring (or need) their own content type; only JSON gets one set here.
    const isJson = body !== undefined && !(body instanceof FormData) && !(body instanceof Uint8Array);
    if (isJson && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const response = await fetch(`${origin}${prefix}${path}`, {
      ...init,
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof Uint8Array || body instanceof FormData
            ? (body as BodyInit)
            : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  };
  return {
    ...sandbox,
    origin,
    baseUrl: `${origin}${SANDBOX_BASE_PREFIX}`,
    apiUrl: `${origin}${SANDBOX_API_PREFIX}`,
    config,
    token,
    call,
    close: async () => {
      await sandbox.app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
