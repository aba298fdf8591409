import { z } from 'zod';
import { problemSchema } from '../../../../src/core/api/problem';

/** The documented answer of a route that answers 204. */
export const NO_CONTENT = z.null().describe('No content');

/** Problem+json answers a route documents beside its success (the error handler produces them). */
export function problemResponses(...statuses: number[]): Record<number, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}
