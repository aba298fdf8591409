import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@/core/api/health';
import { problemResponses } from './route-schemas';

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
        tags: ['Health'],
        summary: 'Whether the console answers, and whether it runs on the embedded sandbox',
        response: { 200: healthSchema, ...problemResponses(429) },
      },
    },
    async () => ({ status: 'ok' as const, upstream: api.services.upstream.kind }),
  );
}
