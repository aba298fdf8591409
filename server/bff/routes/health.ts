import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../src/core/api/health';

/**
 * Liveness for load balancers and the test harness; no session needed. It also says whether the console
 * runs on the embedded sandbox, so the sign-in page can offer the demo users (nothing more is disclosed).
 */
export function registerHealthRoutes(api: FastifyInstance) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const, upstream: api.services.upstream.kind }),
  );
}
