import type { FastifyInstance } from 'fastify';

/** IVR trees, nodes and keys; agents; groups; queue routing; blacklist; SIP accounts. */
export async function registerContactCenterApi(_api: FastifyInstance): Promise<void> {}
