import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pathId } from '../../service-api/common';
import { parseInput } from '../validate';

/** The object id from a `/:id` path. */
export function idParam(request: FastifyRequest): string {
  return parseInput(z.object({ id: pathId }), request.params).id;
}
