import type { FastifyRequest } from 'fastify';
import type { ReadModel } from '../../read-model/read-model';

/** The read model of the app a request came to: lists are served from it. */
export const readModelOf = (request: FastifyRequest): ReadModel => request.server.services.readModel;
