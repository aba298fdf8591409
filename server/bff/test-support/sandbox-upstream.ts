import { Secret, type UpstreamTarget } from '../../config';
import type { RateLimits } from '../../service-api/rate-limits';
import type { RunningSandbox } from '../../sandbox/test-support/sandbox-harness';

/**
 * How a test BFF reaches a running sandbox: directly, or through a proxy listening at the origin `via`.
 * `rateLimits`: the limits the BFF paces itself to (none unless given).
 */
export function sandboxUpstream(
  sandbox: RunningSandbox,
  options: { via?: string; rateLimits?: RateLimits } = {},
): UpstreamTarget {
  const origin = options.via ?? sandbox.origin;
  return {
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
    ...(options.rateLimits && { rateLimits: options.rateLimits }),
  };
}
