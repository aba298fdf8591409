/** The service answered with a non-zero result code: a business refusal, carrying its `r` and text. */
export class ServiceError extends Error {
  constructor(
    readonly r: number,
    message: string,
    readonly httpStatus: number,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** The service could not be reached or kept failing (5xx, 429, timeouts) after the allowed tries. */
export class ServiceUnavailableError extends Error {
  constructor(
    message: string,
    readonly operation: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * The service's rate limit would hold this call up longer than its caller can wait: nothing was sent (or
 * the service refused with 429, which applies nothing). `retryAfterSeconds` says when a place is expected.
 */
export class ServiceRateLimitedError extends ServiceUnavailableError {
  constructor(
    readonly group: string,
    retryAfterMs: number,
    operation = group,
  ) {
    super(
      `waiting for the service's ${group} rate limit`,
      operation,
      Math.max(1, Math.ceil(retryAfterMs / 1000)),
    );
    this.name = 'ServiceRateLimitedError';
  }
}

/**
 * A write was sent and its answer never came (a timeout, or the connection dropped after sending): the
 * service may or may not have applied it. Reconciliation (write-reconciliation.ts) turns it into the truth
 * when it can; what is left of it is reported as such, never as a failure to try again.
 */
export class ServiceOutcomeUnknownError extends ServiceUnavailableError {
  constructor(message: string, operation: string) {
    super(message, operation);
    this.name = 'ServiceOutcomeUnknownError';
  }
}

/** The service answered r=0 with a body that does not match its documented shape. */
export class ServiceContractError extends Error {
  constructor(
    message: string,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'ServiceContractError';
  }
}

/**
 * The failure of a call that gave up: a write whose request may have reached the service before it
 * failed has an unknown outcome, anything else is unavailable.
 */
export function unavailableAfter(
  request: { method: string; operation: string },
  message: string,
  mayHaveActed: boolean,
  retryAfterSeconds?: number,
): ServiceUnavailableError {
  if (mayHaveActed && request.method !== 'GET')
    return new ServiceOutcomeUnknownError(message, request.operation);
  return new ServiceUnavailableError(message, request.operation, retryAfterSeconds);
}
