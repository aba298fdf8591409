import type { FastifyInstance } from 'fastify';

/** Switchboard's users and the audit log. */
export async function registerAdminApi(_api: FastifyInstance): Promise<void> {}
