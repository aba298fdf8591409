import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ivrPathTestsSchema,
  pathTestsConflictProblemSchema,
  savePathTestsRequestSchema,
  type IvrPathTests,
} from '@/core/api/ivr-designer-path-tests';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem, PROBLEM_CONTENT_TYPE } from '../problem';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';

/** The test cases saved with a tree: read (empty until the first save), and replaced whole over a revision. */
export function registerPathTestRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { pathTests } = designer;

  routes.get(
    '/ivr/trees/:treeId/path-tests',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'The test cases saved with an IVR tree',
        description:
          'What the caller does and how the call must end, per test, and the longest acceptable wait for an ' +
          'agent. Kept in the app database; empty (revision 0) until the first save.',
        params: treeParams,
        response: { 200: ivrPathTestsSchema, ...readProblems },
      },
    },
    (request) => pathTests.find(request.params.treeId),
  );

  routes.put(
    '/ivr/trees/:treeId/path-tests',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Save the test cases of an IVR tree',
        description:
          'Replaces the whole list and the limit, over the revision the page loaded (0 before the first ' +
          'save), and answers the next revision. A save made on an older revision (someone else saved ' +
          'meanwhile) is refused with 409 and the tests as they now are in `current`; nothing changes.',
        params: treeParams,
        body: savePathTestsRequestSchema,
        response: { 200: ivrPathTestsSchema, ...changeProblems, 409: pathTestsConflictProblemSchema },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const detail = { tests: request.body.tests.length };
      try {
        return await audited(request, { action: 'ivr-path-tests.save', target: treeId, detail }, async () => {
          const saved = await pathTests.save(treeId, request.body, userOf(request));
          if (!saved) throw new StaleRevision(await pathTests.find(treeId));
          return saved;
        });
      } catch (error) {
        if (!(error instanceof StaleRevision)) throw error;
        const body = { ...error.toProblem(), current: error.current };
        return reply.code(409).type(PROBLEM_CONTENT_TYPE).send(body);
      }
    },
  );
}

/** A save over an older revision: answered 409 with the tests as they now are. */
class StaleRevision extends HttpProblem {
  constructor(readonly current: IvrPathTests) {
    super(
      409,
      'Conflict',
      current.revision > 0
        ? `The tests were saved meanwhile by ${current.updatedBy} (now revision ${current.revision}); ` +
            'reload them before saving.'
        : 'No tests are saved at that revision (none now: removed, or never saved); reload them before saving.',
    );
  }
}
