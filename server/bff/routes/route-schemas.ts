import { z } from 'zod';
import { problemSchema } from '@/core/api/problem';

/**
 * The one way a route declares its answers: its success schema, `noContentSchema` for a 204, and the
 * problem+json answers it documents (the error handler produces them). The create answer, `createdSchema`,
 * is part of the contract: src/core/api/created.ts.
 */

/** Updates and deletes answer 204 with no body. */
export const noContentSchema = z.null().describe('Done; no body');

const PROBLEM_DESCRIPTIONS = {
  400: 'Invalid input; `errors` maps each field to its message. Nothing was sent to the service.',
  401: 'No session, or it has ended.',
  403: "The user's role lacks the permission, or a change failed the CSRF check.",
  404: 'No such object at the service.',
  409: 'Refused by the service as a conflict (e.g. a duplicate).',
  413: 'The body is larger than the route takes.',
  415: 'The body is not of a type the route takes (judged by its content).',
  422: 'Refused by the service for another reason.',
  429:
    "Too many requests: the console's own limits (sign-in, API) or the service's rate limit (type " +
    '`urn:switchboard:problem:service-rate-limit`); ask again after `Retry-After` seconds. Nothing was changed.',
  502: 'The service answered in an unexpected way.',
  503: 'The service did not answer within the deadline; nothing was changed.',
  504: 'The change was sent but the service did not confirm it, and re-reading could not tell whether it was made (type `urn:switchboard:problem:outcome-unknown`). Check before trying again.',
} as const;

export type ProblemStatus = keyof typeof PROBLEM_DESCRIPTIONS;

/** Problem+json answers for these statuses, each with what it means here. */
export function problemResponses(
  ...statuses: ProblemStatus[]
): Partial<Record<ProblemStatus, typeof problemSchema>> {
  return Object.fromEntries(
    statuses.map((status) => [status, problemSchema.check(z.describe(PROBLEM_DESCRIPTIONS[status]))]),
  );
}

/** What any read of the service may answer besides its success. */
export const readProblems = problemResponses(400, 401, 403, 404, 429, 502, 503);

/** What any change may answer: service refusals keep the service's message and its result code in `serviceCode`. */
export const changeProblems = problemResponses(400, 401, 403, 404, 409, 422, 429, 502, 503, 504);
