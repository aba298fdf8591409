import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audited';
import { sessionOf } from '../../plugins/authentication';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import type { ImportJobs } from '../../jobs/import-jobs';
import {
  createImportSchema,
  importCreatedSchema,
  importListQuerySchema,
  importListSchema,
  importProgressSchema,
} from '@/core/api/campaign-imports';
import {
  campaignParams,
  IMPORT_BODY_LIMIT_BYTES,
  importProblems,
  importTags,
  jobParams,
  jobProblems,
  toImportProgress,
} from './import-schemas';

/** Start an import, follow it, list recent ones. */
export function registerImportRoutes(api: FastifyInstance, jobs: ImportJobs) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = importTags;
  const onRequest = requirePermission('campaigns:write');

  routes.post(
    '/campaigns/:campaignId/imports',
    {
      onRequest,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Import contacts into a campaign, as a background job',
        description:
          'Invalid numbers are recorded at once and never sent; repeats are sent once; the rest go to the ' +
          'service in batches of 500, 200–500 ms apart. Follow the job with GET …/imports/{jobId} or its ' +
          'event stream. A campaign the service does not know fails the job with the service’s message.',
        params: campaignParams,
        body: createImportSchema,
        response: { 202: importCreatedSchema, ...importProblems },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const { campaignId } = request.params;
      const { phones } = request.body;
      const jobId = await audited(
        request,
        { action: 'campaign-import.create', detail: { campaignId, numbers: phones.length } },
        () => jobs.create({ campaignId, phones, user: { id: user.id, username: user.username } }),
        (id) => id,
      );
      return reply.code(202).send({ jobId });
    },
  );

  routes.get(
    '/campaigns/imports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Recent imports, newest first',
        querystring: importListQuerySchema,
        response: { 200: importListSchema, ...importProblems },
      },
    },
    async (request) => ({ items: (await jobs.list(request.query)).map(toImportProgress) }),
  );

  routes.get(
    '/campaigns/imports/:jobId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Progress of an import',
        params: jobParams,
        response: { 200: importProgressSchema, ...jobProblems },
      },
    },
    async (request) => {
      const job = await jobs.find(request.params.jobId);
      if (!job) throw notFound('No such import.');
      return toImportProgress(job);
    },
  );
}
