import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathIdSchema } from '@/core/api/field-rules';
import { HttpProblem, PROBLEM_CONTENT_TYPE, problem } from '../problem';

/**
 * The router's own cap on a path parameter, above ours (PATH_ID_MAX_LENGTH) so that an id too long for
 * us gets the field error; only a path far longer than any id is refused by the router (414).
 */
export const ROUTER_MAX_PARAM_LENGTH = 1000;

/**
 * What the router refuses before any hook runs — a path that does not decode (`%zz`), a parameter past
 * ROUTER_MAX_PARAM_LENGTH — answered as problem+json like every other error.
 */
export function routerErrorsAsProblems(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const detail = status === 414 ? 'The request path is too long.' : 'The request path is not valid.';
  void reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(status, undefined, detail));
}

/**
 * Every named path parameter of every route is an id, checked here before the route's own schema, its
 * permission check or any service call: `DELETE /api/agents/..` used to go out as `DELETE /cc/v1/`. A
 * root onRequest hook, so that routes added later are covered without remembering to. The wildcard `*`
 * of static files is a path, not an id, and is served by @fastify/static's own checks.
 */
export function guardPathIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, string> | undefined;
    for (const [name, value] of Object.entries(params ?? {})) {
      if (name === '*') continue;
      const parsed = pathIdSchema.safeParse(value);
      if (!parsed.success) {
        throw new HttpProblem(400, 'Bad Request', 'Some fields are missing or invalid.', {
          [name]: parsed.error.issues[0]?.message ?? 'Invalid id',
        });
      }
    }
  });
}
