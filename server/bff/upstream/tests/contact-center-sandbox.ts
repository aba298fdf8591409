import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { contactCenterClient, type ContactCenterClient } from '../contact-center-client';
import { ServiceError } from '../errors';
import { ServiceHttp } from '../service-http';
import { ServiceTokenCache } from '../token-cache';

export type ContactCenterSandbox = {
  sandbox: RunningSandbox;
  client: ContactCenterClient;
  close: () => Promise<void>;
};

/** A real sandbox (empty project unless seeded) and the contact-center client talking to it over HTTP. */
export async function startContactCenterSandbox(
  env: Record<string, string> = {},
): Promise<ContactCenterSandbox> {
  const sandbox = await startSandbox(env);
  const tokens = new ServiceTokenCache({
    apiKeySid: sandbox.config.apiKeySid,
    apiKeySecret: sandbox.config.apiKeySecret,
    cty: 'service-api;v=1',
  });
  const http = new ServiceHttp({
    location: { baseUrl: sandbox.baseUrl, apiUrl: sandbox.apiUrl, authHeader: 'X-SERVICE-AUTH' },
    tokens,
    retry: { maxTries: 3, baseDelayMs: 5, maxDelayMs: 50 },
  });
  return {
    sandbox,
    client: contactCenterClient(http),
    close: async () => {
      await http.close();
      await sandbox.close();
    },
  };
}

/** The ServiceError a call was refused with; anything else (including success) fails the test. */
export async function refusalOf(call: Promise<unknown>): Promise<ServiceError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected the service to refuse the request, but it succeeded');
}
