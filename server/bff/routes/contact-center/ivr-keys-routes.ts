import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import { createIvrKeypressBodySchema, updateIvrKeypressInputSchema } from '@/core/api/ivr-keypresses';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange, ivrKeyName } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { contactCenterOf } from './contact-center-of';
import { changeProblems, noContentSchema } from '../route-schemas';

const tags = ['IVR'];
const keyParams = z.object({ keyId: objectId('Key') });

/** IVR keys (keypress actions): created on a node, changed and deleted by their own id. */
export function registerIvrKeyRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/ivr/nodes/:nodeId/keys',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Give a key of an IVR node an action',
        description: 'A key already handled on the node is refused with 409.',
        params: z.object({ nodeId: objectId('Node') }),
        body: createIvrKeypressBodySchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { nodeId } = request.params;
      const { key, action } = request.body;
      const created = await audited(
        request,
        {
          action: 'ivr-key.create',
          targetName: await ivrKeyName(request, { key, nodeId }),
          detail: { nodeId, key, actionKind: action.kind },
        },
        () => contactCenterOf(request).ivrKeypresses.create({ ...request.body, nodeId }),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/ivr/keys/:keyId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Change the key or the action of an IVR key',
        description: "A given action replaces the whole previous action, with all of that action's fields.",
        params: keyParams,
        body: updateIvrKeypressInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { keyId } = request.params;
      const { key, action } = request.body;
      const before = await copiedBeforeChange(request, 'ivr-keys', keyId);
      await audited(
        request,
        {
          action: 'ivr-key.update',
          target: keyId,
          targetName: before && (await ivrKeyName(request, before)),
          changes: fieldChanges(before, request.body),
          detail: { key, actionKind: action?.kind },
        },
        () => contactCenterOf(request).ivrKeypresses.update(keyId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/ivr/keys/:keyId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Delete an IVR key',
        params: keyParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { keyId } = request.params;
      const before = await copiedBeforeChange(request, 'ivr-keys', keyId);
      const targetName = before && (await ivrKeyName(request, before));
      await audited(request, { action: 'ivr-key.delete', target: keyId, targetName }, () =>
        contactCenterOf(request).ivrKeypresses.remove(keyId),
      );
      return reply.code(204).send(null);
    },
  );
}
