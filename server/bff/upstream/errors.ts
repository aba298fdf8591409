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
