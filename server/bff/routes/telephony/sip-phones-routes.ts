import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copiedPageSchema, wholeListQuerySchema } from '@/core/api/read-model';
import {
  createdSipPhoneSchema,
  createSipPhoneInputSchema,
  projectIdOfPhones,
  SIP_PHONE_REGISTRATION_PORT,
  sipPhoneNameToSend,
  sipPhoneFullUsernameSchema,
  sipPhoneSchema,
  sipRegistrationSchema,
  updateSipPhoneInputSchema,
} from '@/core/api/sip-phones';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange } from '../contact-center/audit-subjects';
import { pageOf } from '../../read-model/list-views';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem } from '../../problem';
import { noContentSchema, problemResponses } from '../route-schemas';

/** The full `<project_id>_<username>` the list shows. */
const usernameParams = z.object({ username: sipPhoneFullUsernameSchema });

const TAGS = ['SIP phones'];

/** GET/POST /api/sip-phones, PUT/DELETE /api/sip-phones/:username, GET /api/sip-phones/registration. */
export async function registerSipPhoneRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const phones = () => services.service.telephony.sipPhones;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** A typed `<project_id>_` is taken off (the service adds it); the project is read off the listed phones. */
  async function nameToSend(typed: string): Promise<string> {
    if (!/^\d+_/.test(typed)) return typed;
    const listed = await phones().list();
    const name = sipPhoneNameToSend(typed, projectIdOfPhones(listed.items.map((phone) => phone.username)));
    if (name.ok) return name.username;
    throw new HttpProblem(400, 'Bad Request', 'Some fields are missing or invalid.', {
      username: name.message,
    });
  }

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
        description:
          'The service puts `<project_id>_` before the username. A username typed with this project’s prefix ' +
          '(`4321_letan01`) is sent without it, so the phone is `4321_letan01`, never `4321_4321_letan01`; ' +
          'another number before `_` is refused.',
        body: createSipPhoneInputSchema,
        response: { 201: createdSipPhoneSchema, ...problemResponses(400, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const username = await nameToSend(request.body.username);
      const created = await audited(
        request,
        { action: 'sip-phone.create', detail: { username } },
        () => phones().create({ ...request.body, username }),
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
