import { ServiceContractError, ServiceError, ServiceUnavailableError } from '../upstream/errors';

/** How a failed call ends a publish: `conflict` when the tree changed under it, else `failed`. */
export type Failure = { status: 'failed' | 'conflict'; error: string; uncertain: boolean };

/** r=-1 (a node or key that vanished) and r=4 (a key taken meanwhile): someone changed the tree. */
const CONFLICT_RESULTS = new Set([-1, 4]);

/**
 * Words a failed service call for the journal. `sent` says whether the call may have reached the service:
 * an outage on a create leaves it uncertain (the connection may have dropped after the service acted), to
 * be settled against the live tree on resume.
 */
export function failureOf(error: unknown, isCreate: boolean): Failure {
  if (error instanceof ServiceError) {
    const status = CONFLICT_RESULTS.has(error.r) ? 'conflict' : 'failed';
    return { status, error: `Refused by the service (r=${error.r}): ${error.message}`, uncertain: false };
  }
  if (error instanceof ServiceUnavailableError) {
    return { status: 'failed', error: error.message, uncertain: isCreate };
  }
  if (error instanceof ServiceContractError) {
    return { status: 'failed', error: 'The service answered in an unexpected way.', uncertain: isCreate };
  }
  return { status: 'failed', error: 'The publish stopped on an unexpected error.', uncertain: isCreate };
}
