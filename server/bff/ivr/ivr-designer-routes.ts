import type { FastifyInstance } from 'fastify';

/** What the service has no place for: IVR drafts, published versions, canvas layout, the publish journal. */
export async function registerIvrDesignerApi(_api: FastifyInstance): Promise<void> {}
