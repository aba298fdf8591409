import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness for load balancers and the test harness; no session needed. */
export function registerHealthRoutes(api: FastifyInstance) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
}
