import type { FastifyInstance } from 'fastify';

/** Long-running work: campaign contact imports. */
export async function registerJobsApi(_api: FastifyInstance): Promise<void> {}
