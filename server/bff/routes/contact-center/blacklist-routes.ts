import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blacklistedNumberInputSchema,
  blacklistedNumberSchema,
  bulkBlacklistInputSchema,
} from '@/core/api/blacklist';
import { bulkResultSchema } from '@/core/api/bulk-results';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited, fieldChanges } from '../../plugins/audited';
import { blacklistEntryBeforeChange } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { runBulkChanges } from './bulk-changes';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['Blacklist'];
const entryParams = z.object({ entryId: objectId('Blacklist entry') });

/** Callers' numbers refused in IVR menus and/or queues. */
export function registerBlacklistRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/blacklist',
    {
      onRequest: requirePermission('blacklist:read'),
      schema: {
        tags,
        summary: 'List blacklisted numbers',
        querystring: copiedListQuerySchema('blacklist'),
        response: { 200: copiedPageSchema(blacklistedNumberSchema), ...readProblems },
      },
    },
    (request) => readModelOf(request).page('blacklist', '', request.query),
  );

  routes.post(
    '/blacklist',
    {
      onRequest: requirePermission('blacklist:write'),
      schema: {
        tags,
        summary: 'Blacklist a number',
        description: 'A number already listed (in any writing) is refused with 409.',
        body: blacklistedNumberInputSchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const created = await audited(
        request,
        { action: 'blacklist.create', targetName: request.body.number, detail: { ...request.body } },
        () => contactCenterOf(request).blacklist.create(request.body),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.post(
    '/blacklist/bulk',
    {
      onRequest: requirePermission('blacklist:write'),
      schema: {
        tags,
        summary: 'Blacklist many numbers at once',
        description:
          'Each number is added as by POST /blacklist and audited on its own; the answer reports, number ' +
          'by number in the order sent, what was added (with its id) and what was refused and why.',
        body: bulkBlacklistInputSchema,
        response: { 200: bulkResultSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { numbers, ivrBlocked, queueBlocked } = request.body;
      return runBulkChanges(
        numbers,
        (number) => number,
        async (number) => {
          const entry = { number, ivrBlocked, queueBlocked };
          const created = await audited(
            request,
            { action: 'blacklist.create', targetName: number, detail: { ...entry, bulk: true } },
            () => contactCenterOf(request).blacklist.create(entry),
            (result) => result.id,
          );
          return created.id;
        },
      );
    },
  );

  routes.put(
    '/blacklist/:entryId',
    {
      onRequest: requirePermission('blacklist:write'),
      schema: {
        tags,
        summary: 'Change a blacklisted number or its blocks',
        description: 'The number is required; blocks left out keep their value.',
        params: entryParams,
        body: blacklistedNumberInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { entryId } = request.params;
      const before = await blacklistEntryBeforeChange(request, entryId);
      await audited(
        request,
        {
          action: 'blacklist.update',
          target: entryId,
          targetName: before?.number ?? request.body.number,
          changes: fieldChanges(before, request.body),
          detail: { ...request.body },
        },
        () => contactCenterOf(request).blacklist.update(entryId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/blacklist/:entryId',
    {
      onRequest: requirePermission('blacklist:write'),
      schema: {
        tags,
        summary: 'Remove a number from the blacklist',
        params: entryParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { entryId } = request.params;
      const before = await blacklistEntryBeforeChange(request, entryId);
      await audited(
        request,
        { action: 'blacklist.delete', target: entryId, targetName: before?.number },
        () => contactCenterOf(request).blacklist.remove(entryId),
      );
      return reply.code(204).send(null);
    },
  );
}
