import type { Problem } from '../core/api/problem';

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

  constructor(kind: ApiErrorKind, problem: Problem, options?: { cause?: unknown }) {
    super(problem.detail ?? problem.title, options);
    this.kind = kind;
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.fieldErrors = problem.errors ?? {};
  }

  get isUnauthorized(): boolean {
    return this.kind === 'problem' && this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
