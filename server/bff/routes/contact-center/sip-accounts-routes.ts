import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdSipAccountSchema,
  createSipAccountInputSchema,
  sipAccountListItemSchema,
  sipAccountListQuerySchema,
  sipUsernameSchema,
  updateSipAccountInputSchema,
  type SipAccountListItem,
} from '@/core/api/sip-accounts';
import { sipPasswordProblem, sipPasswordProblemText } from '@/core/sip-password-policy';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited } from '../../plugins/audited';
import { HttpProblem } from '../../problem';
import { pageOf } from '../../read-model/list-views';
import { requirePermission } from '../../plugins/authorization';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['SIP accounts'];
const accountParams = z.object({ username: sipUsernameSchema });

/** The kept rows never hold a password; this keeps any other field from reaching the browser too. */
const withoutPassword = ({ username, serviceUserId, extension }: SipAccountListItem): SipAccountListItem => ({
  username,
  serviceUserId,
  extension,
});

/** The account's password as the service lists it, to send back unchanged on an update. */
async function currentPassword(request: FastifyRequest, username: string): Promise<string> {
  const page = await contactCenterOf(request).sipAccounts.list({ username, page: 1, pageSize: 50 });
  const account = page.items.find((item) => item.username === username);
  if (!account) throw new HttpProblem(404, 'Not Found', 'SIP account not found');
  return account.password;
}

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
        querystring: z.object({
          ...copiedListQuerySchema('sip-accounts').shape,
          ...sipAccountListQuerySchema.shape,
        }),
        response: { 200: copiedPageSchema(sipAccountListItemSchema), ...readProblems },
      },
    },
    async (request) => {
      const { username, serviceUserId, extension, page, pageSize } = request.query;
      const { rows, freshness } = await readModelOf(request).rows('sip-accounts', '', request.query);
      const matching = rows.filter(
        (row) =>
          (username === undefined || row.username === username) &&
          (serviceUserId === undefined || row.serviceUserId === serviceUserId) &&
          (extension === undefined || row.extension === extension),
      );
      return { ...pageOf(matching.map(withoutPassword), page, pageSize), freshness };
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
        summary: "Change a SIP account's extension, linked user or password",
        description:
          'The extension is required. The password is given only to set a new one (it must follow the ' +
          'policy for new SIP passwords); left out, the current password is read from the service and ' +
          'sent back unchanged, so registered devices keep working.',
        params: accountParams,
        body: updateSipAccountInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const { extension, serviceUserId, password } = request.body;
      if (password !== undefined && sipPasswordProblem(password, username) === 'is_username') {
        throw new HttpProblem(400, 'Bad Request', 'The new password is refused.', {
          password: sipPasswordProblemText.is_username,
        });
      }
      const detail = { extension, serviceUserId, ...(password === undefined ? {} : { password: 'changed' }) };
      const audit = {
        action: 'sip-account.update',
        target: username,
        targetName: username,
        ...(password === undefined ? {} : { changes: { password: { secret: 'changed' as const } } }),
        detail,
      };
      await audited(request, audit, async () => {
        const accounts = contactCenterOf(request).sipAccounts;
        const kept = password ?? (await currentPassword(request, username));
        await accounts.update(username, { ...request.body, password: kept });
      });
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
