import type { FastifyInstance } from 'fastify';
import { tokenOf, verifyServiceToken } from '../auth';
import type { SandboxDeps } from '../deps';
import { faultSettingsSchema } from '../faults';
import { okMessage } from '../reply';
import { parseInput } from '../validate';

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
  });
}
