import type { FastifyInstance } from 'fastify';
import { tokenOf, verifyServiceToken } from '../auth';
import type { SandboxDeps } from '../deps';
import { z } from 'zod';
import { parseRateLimits } from '../../service-api/rate-limits';
import { faultSettingsSchema } from '../faults';
import { okMessage } from '../reply';
import { R, SandboxError } from '../result-codes';
import { parseInput } from '../validate';

const rateLimitsBody = z.object({ limits: z.string().max(500) }).strict();

/**
 * Sandbox-only endpoints (not part of the service): health, and fault injection for tests. Fault settings
 * need a valid service token, like every service endpoint.
 */
export function registerSandboxAdminRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const keys = [{ sid: deps.config.apiKeySid, secret: deps.config.apiKeySecret }];
  app.get('/health', () => okMessage({ status: 'up' }));

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => verifyServiceToken(tokenOf(request), keys));
    scope.get('/faults', () => okMessage({ faults: deps.faults.current }));
    scope.put('/faults', (request) => {
      deps.faults.set(parseInput(faultSettingsSchema, request.body));
      return okMessage({ faults: deps.faults.current });
    });
    scope.delete('/faults', () => {
      deps.faults.reset();
      return okMessage({ faults: deps.faults.current });
    });
    // Rate limits at run time (`{"limits": "calllog=10/5s"}` or `"off"`); setting them forgets every count.
    scope.get('/rate-limits', () =>
      okMessage({ limits: deps.rateLimits.current, counts: deps.rateLimits.counts }),
    );
    scope.put('/rate-limits', (request) => {
      const { limits } = parseInput(rateLimitsBody, request.body);
      try {
        deps.rateLimits.set(parseRateLimits(limits));
      } catch (error) {
        throw new SandboxError(R.INVALID, `Invalid limits: ${(error as Error).message}`);
      }
      return okMessage({ limits: deps.rateLimits.current });
    });
  });
}
