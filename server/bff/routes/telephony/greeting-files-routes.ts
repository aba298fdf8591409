import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { greetingFileSidSchema, greetingFileWithPreviewSchema } from '@/core/api/greeting-files';
import { copiedPageSchema, wholeListQuerySchema } from '@/core/api/read-model';
import { audited } from '../../plugins/audited';
import { copiedBeforeChange } from '../contact-center/audit-subjects';
import { pageOf } from '../../read-model/list-views';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import { upstreamProblem } from '../../upstream/upstream-problem';
import { registerGreetingUploadRoute } from './greeting-upload-route';
import { noContentSchema, problemResponses } from '../route-schemas';

const sidParams = z.object({ sid: greetingFileSidSchema });

/** GET/POST /api/greetings, GET /api/greetings/:sid/audio, DELETE /api/greetings/:sid. */
export async function registerGreetingFileRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const copies = services.greetingCopies;
  const files = () => services.service.telephony.greetingFiles;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/greetings',
    {
      onRequest: requirePermission('greetings:read'),
      schema: {
        tags: ['Greeting files'],
        summary: 'Greeting files, each saying whether Switchboard holds a copy to preview',
        querystring: wholeListQuerySchema('greetings'),
        response: { 200: copiedPageSchema(greetingFileWithPreviewSchema), ...problemResponses(400, 403) },
      },
    },
    async (request) => {
      const { rows, freshness } = await services.readModel.rows('greetings', '', request.query);
      const { page: pageNumber, pageSize = Math.max(rows.length, 1) } = request.query;
      const page = { ...pageOf(rows, pageNumber, pageSize), freshness };
      const kept = await copies.summaries(page.items.map((file) => file.id));
      const items = page.items.map((file) => {
        const copy = kept.get(file.id);
        return { ...file, hasPreview: copy !== undefined, durationMs: copy?.duration_ms ?? null };
      });
      return { ...page, items };
    },
  );

  await api.register(registerGreetingUploadRoute(copies));

  routes.get(
    '/greetings/:sid/audio',
    {
      onRequest: requirePermission('greetings:read'),
      schema: {
        tags: ['Greeting files'],
        summary: 'The audio of a greeting file uploaded through Switchboard (audio/wav or audio/mpeg)',
        params: sidParams,
        response: { 200: z.custom<Buffer>().describe('The audio bytes'), ...problemResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const copy = await copies.find(request.params.sid);
      if (!copy)
        throw notFound('Switchboard holds no copy of this greeting file (it was not uploaded here).');
      const safeName = copy.filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(copy.mime)
        .header('content-disposition', `inline; filename="${safeName}"`)
        .send(Buffer.from(copy.bytes));
    },
  );

  routes.delete(
    '/greetings/:sid',
    {
      onRequest: requirePermission('greetings:write'),
      schema: {
        tags: ['Greeting files'],
        summary: 'Delete a greeting file from the service, and its copy',
        params: sidParams,
        response: { 204: noContentSchema, ...problemResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { sid } = request.params;
      const before = await copiedBeforeChange(request, 'greetings', sid);
      try {
        await audited(request, { action: 'greeting.delete', target: sid, targetName: before?.filename }, () =>
          files().remove(sid),
        );
      } catch (error) {
        // Gone from the service already: a copy left behind would preview a file no one can play.
        if (upstreamProblem(error)?.status === 404) await copies.remove(sid);
        throw error;
      }
      await copies.remove(sid);
      return reply.code(204).send(null);
    },
  );
}
