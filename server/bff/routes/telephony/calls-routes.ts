import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addUserBodySchema,
  callOutInputSchema,
  callOutResultSchema,
  type CallOutInput,
} from '@/core/api/calls';
import { audited } from '../../plugins/audited';
import { requirePermission } from '../../plugins/authorization';
import { callIdParams } from './call-params';
import { noContentSchema, problemResponses } from '../route-schemas';

const TAGS = ['Calls'];

/** What the audit log keeps of a call-out: who rang whom and how the call was scripted. */
const callOutDetail = (input: CallOutInput) => ({
  from: input.from.number,
  to: input.to.map((party) => party.number),
  script: input.actions ? input.actions.map((step) => step.action) : 'answerUrl',
});

/** POST /api/calls/callout and POST /api/calls/:callId/participants. */
export async function registerCallsRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const calls = () => services.service.telephony.calls;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/calls/callout',
    {
      onRequest: requirePermission('calls:place'),
      schema: {
        tags: TAGS,
        summary: 'Place an outbound call running `answerUrl`’s script or the inline `actions`',
        description: 'Never retried: a second try could ring the callee twice.',
        body: callOutInputSchema,
        response: { 201: callOutResultSchema, ...problemResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const placed = await audited(
        request,
        { action: 'call.callout', detail: callOutDetail(request.body) },
        () => calls().callOut(request.body),
        (result) => result.callId ?? undefined,
      );
      return reply.code(201).send(placed);
    },
  );

  routes.post(
    '/calls/:callId/participants',
    {
      onRequest: requirePermission('calls:adduser'),
      schema: {
        tags: TAGS,
        summary: 'Add someone to a running call; a spy listens without being heard',
        params: callIdParams,
        body: addUserBodySchema,
        response: { 204: noContentSchema, ...problemResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { callId } = request.params;
      const { from, to, spy } = request.body;
      await audited(
        request,
        {
          action: 'call.add-user',
          target: callId,
          detail: { from: from.number, to: { type: to.type, number: to.number }, spy },
        },
        () => calls().addUser({ callId, from, to, spy }),
      );
      return reply.code(204).send(null);
    },
  );
}
