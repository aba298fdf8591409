import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copiedPageSchema, wholeListQuerySchema } from '@/core/api/read-model';
import {
  createdSipPhoneSchema,
  createSipPhoneInputSchema,
  SIP_PHONE_REGISTRATION_PORT,
  sipPhoneFullUsernameSchema,
  sipPhoneSchema,
  sipRegistrationSchema,
  updateSipPhoneInputSchema,
} from '@/core/api/sip-phones';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange } from '../contact-center/audit-subjects';
import { pageOf } from '../../read-model/list-views';
import { requirePermission } from '../../plugins/authorization';
import { noContentSchema, problemResponses } from '../route-schemas';

/** The full `<project_id>_<username>` the list shows. */
const usernameParams = z.object({ username: sipPhoneFullUsernameSchema });

const TAGS = ['SIP phones'];

/** GET/POST /api/sip-phones, PUT/DELETE /api/sip-phones/:username, GET /api/sip-phones/registration. */
export async function registerSipPhoneRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const phones = () => services.service.telephony.sipPhones;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sip-phones',
    {
      onRequest: requirePermission('sip:read'),
      schema: {
        tags: TAGS,
        summary: 'SIP phones of the project',
        querystring: wholeListQuerySchema('sip-phones'),
        response: { 200: copiedPageSchema(sipPhoneSchema), ...problemResponses(400, 403) },
      },
    },
    async (request) => {
      const { rows, freshness } = await services.readModel.rows('sip-phones', '', request.query);
      const { page, pageSize = Math.max(rows.length, 1) } = request.query;
      return { ...pageOf(rows, page, pageSize), freshness };
    },
  );

  routes.get(
    '/sip-phones/registration',
    {
      onRequest: requirePermission('sip:read'),
      schema: {
        tags: TAGS,
        summary: 'Where a SIP phone registers: the SIP domain and port (no credentials)',
        response: { 200: sipRegistrationSchema, ...problemResponses(403) },
      },
    },
    () => ({ domain: services.upstream.connection.sipDomain, port: SIP_PHONE_REGISTRATION_PORT }),
  );

  routes.post(
    '/sip-phones',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags: TAGS,
        summary: 'Create a SIP phone; the answer gives its full username',
        body: createSipPhoneInputSchema,
        response: { 201: createdSipPhoneSchema, ...problemResponses(400, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { username } = request.body;
      const created = await audited(
        request,
        { action: 'sip-phone.create', detail: { username } },
        () => phones().create(request.body),
        (result) => result.username,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/sip-phones/:username',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags: TAGS,
        summary: 'Set a SIP phone’s password (always required by the service) and extension',
        params: usernameParams,
        body: updateSipPhoneInputSchema,
        response: { 204: noContentSchema, ...problemResponses(400, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const { extension } = request.body;
      const before = await copiedBeforeChange(request, 'sip-phones', username);
      await audited(
        request,
        {
          action: 'sip-phone.update',
          target: username,
          targetName: username,
          // The service always takes a new password: it is marked changed, never written.
          changes: fieldChanges(before, request.body, ['password']),
          detail: { passwordChanged: true, extension },
        },
        () => phones().update(username, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/sip-phones/:username',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags: TAGS,
        summary: 'Delete a SIP phone',
        params: usernameParams,
        response: { 204: noContentSchema, ...problemResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      await audited(request, { action: 'sip-phone.delete', target: username }, () =>
        phones().remove(username),
      );
      return reply.code(204).send(null);
    },
  );
}
