import { STATUS_CODES } from 'node:http';
import type { Problem } from '../../src/core/api/problem';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** An error the client should see as it is: a 4xx with a title, an explanation and optional field errors. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }

  toProblem(): Problem {
    return problem(this.status, this.title, this.detail, this.errors);
  }
}

export function problem(
  status: number,
  title: string = STATUS_CODES[status] ?? 'Error',
  detail?: string,
  errors?: Record<string, string>,
): Problem {
  return {
    type: 'about:blank',
    title,
    status,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
}

export const unauthorized = (detail = 'Sign in to continue.') => new HttpProblem(401, 'Unauthorized', detail);
export const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', detail);
export const notFound = (detail: string) => new HttpProblem(404, 'Not Found', detail);
