import type { RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { ServiceHttp } from '../service-http';
import { ServiceTokenCache } from '../token-cache';

/** The BFF's real service client, pointed at a running sandbox over HTTP. */
export function serviceHttpFor(sandbox: RunningSandbox): ServiceHttp {
  const tokens = new ServiceTokenCache({
    apiKeySid: sandbox.config.apiKeySid,
    apiKeySecret: sandbox.config.apiKeySecret,
    cty: 'service-api;v=1',
  });
  return new ServiceHttp({
    location: { baseUrl: sandbox.baseUrl, apiUrl: sandbox.apiUrl, authHeader: 'X-SERVICE-AUTH' },
    tokens,
    retry: { maxTries: 3, baseDelayMs: 5, maxDelayMs: 50 },
  });
}
