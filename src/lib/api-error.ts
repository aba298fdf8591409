import { OUTCOME_UNKNOWN_PROBLEM } from '../core/api/outcome-unknown';
import type { Problem } from '../core/api/problem';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../core/api/service-rate-limit';

/** Marks failures that never produced a problem+json answer, so the UI can explain them differently. */
export type ApiErrorKind = 'problem' | 'network' | 'invalid-response';

/** A failed call to the BFF: its RFC 9457 problem, or a client-side stand-in for one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  /** Field path → message, as the BFF's validation reports them. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The answer's Retry-After, in seconds, when it gave one (a rate limit says when to ask again). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    problem: Problem,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(problem.detail ?? problem.title, options);
    this.kind = kind;
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.fieldErrors = problem.errors ?? {};
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'problem' && this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The BFF waited as long as a person's request may for the service's rate limit: nothing was done yet. */
export const isWaitingForServiceLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.type === SERVICE_RATE_LIMIT_PROBLEM;

/** A change the service did not confirm and the BFF could not find out about: it may have been made. */
export const isOutcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError && error.type === OUTCOME_UNKNOWN_PROBLEM;
