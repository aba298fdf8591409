import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { Problem } from '@/core/api/problem';
import { HttpProblem, PROBLEM_CONTENT_TYPE, problem } from '../problem';
import { upstreamProblem } from '../upstream/upstream-problem';

/** Every error leaves as RFC 9457 problem+json; a 5xx says nothing about what went wrong inside. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const body = toProblem(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
  });
}

export function toProblem(error: unknown): Problem {
  if (error instanceof HttpProblem) return error.toProblem();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      errors[field || (error.validationContext ?? 'body')] ??= issue.message ?? 'Invalid value';
    }
    return invalidRequest(errors);
  }
  if (error instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
    return invalidRequest(errors);
  }
  const fromService = upstreamProblem(error);
  if (fromService) return fromService;
  const status = statusOf(error);
  if (status >= 500) return problem(500, 'Internal Server Error', 'Something went wrong on our side.');
  return problem(status, STATUS_CODES[status] ?? 'Error', clientDetail(error as FastifyError, status));
}

const invalidRequest = (errors: Record<string, string>) =>
  problem(400, 'Bad Request', 'Some fields are missing or invalid.', errors);

function statusOf(error: unknown): number {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Framework messages are fixed texts and safe to show, except JSON parse errors, which quote the body. */
function clientDetail(error: FastifyError, status: number): string | undefined {
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Unsupported content type; send application/json.';
  if (typeof error.code === 'string' || status === 429) return error.message;
  return undefined;
}
