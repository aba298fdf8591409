import type { Problem } from '@/core/api/problem';
import { OUTCOME_UNKNOWN_PROBLEM } from '@/core/api/outcome-unknown';
import { SERVICE_RATE_LIMIT_PROBLEM } from '@/core/api/service-rate-limit';
import { problem } from '../problem';
import {
  ServiceContractError,
  ServiceError,
  ServiceOutcomeUnknownError,
  ServiceRateLimitedError,
  ServiceUnavailableError,
} from './errors';

export { SERVICE_RATE_LIMIT_PROBLEM };

/**
 * How the service's failures reach the browser: its refusals keep their message and result code (they are
 * about the user's input); outages and answers we could not read are 503/502 without internals.
 */
export function upstreamProblem(error: unknown): Problem | null {
  if (error instanceof ServiceError) {
    return {
      ...problem(statusForResult(error.r), 'Refused by the contact-center service', error.message),
      serviceCode: error.r,
    };
  }
  if (error instanceof ServiceOutcomeUnknownError) {
    return {
      ...problem(
        504,
        'Outcome unknown',
        'The contact-center service did not confirm this change in time, and re-reading it could not tell whether it was made. It may or may not have been made: check the list before trying again.',
      ),
      type: OUTCOME_UNKNOWN_PROBLEM,
    };
  }
  if (error instanceof ServiceRateLimitedError) {
    return {
      ...problem(
        429,
        "Waiting for the service's rate limit",
        `The contact-center service's rate limit is used up for now; this will be possible in about ${error.retryAfterSeconds ?? 1} s.`,
      ),
      type: SERVICE_RATE_LIMIT_PROBLEM,
    };
  }
  if (error instanceof ServiceUnavailableError) {
    return problem(
      503,
      'Service Unavailable',
      'The contact-center service is not answering right now; try again shortly.',
    );
  }
  if (error instanceof ServiceContractError) {
    return problem(502, 'Bad Gateway', 'The contact-center service answered in an unexpected way.');
  }
  return null;
}

/** -1 not found, 4 and 7 conflicts, 401 from the service (after a re-mint) is our misconfiguration. */
function statusForResult(r: number): number {
  if (r === -1 || r === 3) return 404;
  if (r === 4 || r === 7) return 409;
  if (r === -2) return 502;
  return 422;
}
