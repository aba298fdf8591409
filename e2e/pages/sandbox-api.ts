import { request } from '@playwright/test';
import { DEFAULT_API_KEY_SECRET, DEFAULT_API_KEY_SID } from '../../server/sandbox/config';
import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '../../server/service-api/surfaces';
import { mintServiceToken } from '../../server/service-api/token';

/** The embedded sandbox listens on the port after the console's (scripts/e2e-server.mjs). */
const sandboxOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

/** The service itself (the sandbox), called straight as another client of the service would. */
export async function callService(
  surface: 'base' | 'api',
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const token = await mintServiceToken({
    apiKeySid: DEFAULT_API_KEY_SID,
    apiKeySecret: DEFAULT_API_KEY_SECRET,
  });
  const api = await request.newContext({
    baseURL: sandboxOrigin,
    extraHTTPHeaders: { 'x-service-auth': token },
  });
  try {
    const prefix = surface === 'base' ? SANDBOX_BASE_PREFIX : SANDBOX_API_PREFIX;
    const response = await api.fetch(`${prefix}${path}`, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()}`);
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await api.dispose();
  }
}
