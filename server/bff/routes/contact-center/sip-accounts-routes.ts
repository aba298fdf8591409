import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../../../src/core/api/paging';
import {
  createdSipAccountSchema,
  createSipAccountInputSchema,
  sipAccountListItemSchema,
  sipAccountListQuerySchema,
  sipUsernameSchema,
  updateSipAccountInputSchema,
  type SipAccount,
  type SipAccountListItem,
} from '../../../../src/core/api/sip-accounts';
import { audited } from '../../plugins/audited';
import { requirePermission } from '../../plugins/authorization';
import { changeProblems, contactCenterOf, noContentSchema, readProblems } from './route-schemas';

const tags = ['SIP accounts'];
const accountParams = z.object({ username: sipUsernameSchema });

const withoutPassword = ({ username, serviceUserId, extension }: SipAccount): SipAccountListItem => ({
  username,
  serviceUserId,
  extension,
});

/** SIP accounts of the contact center, identified by username. Passwords go in, never out. */
export function registerSipAccountRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sip-accounts',
    {
      onRequest: requirePermission('sip:read'),
      schema: {
        tags,
        summary: 'List SIP accounts',
        description:
          'Filters: exact username, linked service user id, extension. The service lists passwords; this ' +
          'answer leaves them out, so no SIP password ever reaches the browser.',
        querystring: sipAccountListQuerySchema,
        response: { 200: pageSchema(sipAccountListItemSchema), ...readProblems },
      },
    },
    async (request) => {
      const page = await contactCenterOf(request).sipAccounts.list(request.query);
      return { ...page, items: page.items.map(withoutPassword) };
    },
  );

  routes.post(
    '/sip-accounts',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags,
        summary: 'Create a SIP account',
        description:
          'The answer does not repeat the password. A taken username or extension is refused with 409.',
        body: createSipAccountInputSchema,
        response: { 201: createdSipAccountSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { username, extension, serviceUserId } = request.body;
      const created = await audited(
        request,
        { action: 'sip-account.create', target: username, detail: { extension, serviceUserId } },
        () => contactCenterOf(request).sipAccounts.create(request.body),
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/sip-accounts/:username',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags,
        summary: "Change a SIP account's password, extension or linked user",
        description: 'Password and extension are required on every change (the service asks for both).',
        params: accountParams,
        body: updateSipAccountInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const { extension, serviceUserId } = request.body;
      await audited(
        request,
        { action: 'sip-account.update', target: username, detail: { extension, serviceUserId } },
        () => contactCenterOf(request).sipAccounts.update(username, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/sip-accounts/:username',
    {
      onRequest: requirePermission('sip:write'),
      schema: {
        tags,
        summary: 'Delete a SIP account',
        params: accountParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      await audited(request, { action: 'sip-account.delete', target: username }, () =>
        contactCenterOf(request).sipAccounts.remove(username),
      );
      return reply.code(204).send(null);
    },
  );
}
