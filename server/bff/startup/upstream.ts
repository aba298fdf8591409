import type { AppConfig, UpstreamTarget } from '../../config';
import { Secret } from '../../config';
import { buildSandbox } from '../../sandbox/app';
import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '../../service-api/surfaces';

export type RunningUpstream = { target: UpstreamTarget; close: () => Promise<void> };

/**
 * The configured real service, or the embedded sandbox started in this process on a random loopback
 * port. The BFF then reaches the sandbox over real HTTP with a real token, exactly as it would a service.
 */
export async function startUpstream(upstream: AppConfig['upstream']): Promise<RunningUpstream> {
  if (upstream.mode === 'service') {
    return {
      target: { kind: 'service', connection: upstream.service, rateLimits: upstream.rateLimits },
      close: async () => {},
    };
  }
  const { app } = await buildSandbox({ config: upstream.sandbox });
  const origin = await app.listen({ port: upstream.embeddedPort, host: '127.0.0.1' });
  return {
    target: {
      kind: 'sandbox',
      connection: {
        baseUrl: `${origin}${SANDBOX_BASE_PREFIX}`,
        apiUrl: `${origin}${SANDBOX_API_PREFIX}`,
        apiKeySid: upstream.sandbox.apiKeySid,
        apiKeySecret: new Secret(upstream.sandbox.apiKeySecret),
        authHeader: upstream.authHeader,
        tokenCty: upstream.tokenCty,
        sipDomain: upstream.sipDomain ?? 'sip.sandbox.local',
      },
      // The BFF paces itself to the limits the sandbox enforces.
      rateLimits: upstream.sandbox.rateLimits,
    },
    close: () => app.close(),
  };
}
