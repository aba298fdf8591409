import type { FastifyInstance } from 'fastify';

/** SIP phones, greeting files, call log, chat, call-out, add-user, call debugger. */
export async function registerTelephonyApi(_api: FastifyInstance): Promise<void> {}
