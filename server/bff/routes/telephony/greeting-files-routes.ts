import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  greetingFileSchema,
  uploadedGreetingSchema,
  uploadGreetingInputSchema,
} from '../../../../src/core/api/greeting-files';
import { pageSchema } from '../../../../src/core/api/paging';
import { sessionOf } from '../../plugins/authentication';
import { audited } from '../../plugins/audited';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem, notFound } from '../../problem';
import { GreetingCopiesRepository } from '../../repositories/greeting-copies';
import { upstreamProblem } from '../../upstream/upstream-problem';
import { checkGreetingAudio } from './greeting-audio';
import {
  acceptGreetingAudio,
  GREETING_UPLOAD_CONTENT_TYPES,
  unsupportedUploadType,
} from './greeting-upload-body';
import { NO_CONTENT, problemResponses } from './route-schemas';

/** A greeting file with what Switchboard kept of it: whether it can be played back here, and its length. */
export const greetingFileWithPreviewSchema = greetingFileSchema.extend({
  hasPreview: z.boolean(),
  durationMs: z.number().int().nullable(),
});

const uploadAnswerSchema = uploadedGreetingSchema.extend({
  hasPreview: z.boolean(),
  durationMs: z.number().int().nullable(),
});

const sidParams = z.object({ sid: z.string().trim().min(1).max(100) });

/** GET/POST /api/greetings, GET /api/greetings/:sid/audio, DELETE /api/greetings/:sid. */
export async function registerGreetingFileRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const copies = new GreetingCopiesRepository(services.appDb.db, services.now);
  const files = () => services.service.telephony.greetingFiles;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/greetings',
    {
      onRequest: requirePermission('greetings:read'),
      schema: {
        tags: ['greeting files'],
        summary: 'Greeting files, each saying whether Switchboard holds a copy to preview',
        response: { 200: pageSchema(greetingFileWithPreviewSchema), ...problemResponses(403) },
      },
    },
    async () => {
      const page = await files().list();
      const kept = await copies.summaries(page.items.map((file) => file.id));
      const items = page.items.map((file) => {
        const copy = kept.get(file.id);
        return { ...file, hasPreview: copy !== undefined, durationMs: copy?.duration_ms ?? null };
      });
      return { ...page, items };
    },
  );

  await api.register(async (uploadScope) => {
    acceptGreetingAudio(uploadScope);
    uploadScope.withTypeProvider<ZodTypeProvider>().post(
      '/greetings',
      {
        onRequest: requirePermission('greetings:write'),
        schema: {
          tags: ['greeting files'],
          summary: 'Upload a greeting file',
          description:
            `The audio is the raw request body (${GREETING_UPLOAD_CONTENT_TYPES.join(', ')}), at most 10 MB, ` +
            'and must be WAV or MP3 by its content (else 415). It is sent to the service as a simple upload, ' +
            'and a copy is kept for preview.',
          querystring: uploadGreetingInputSchema,
          response: { 201: uploadAnswerSchema, ...problemResponses(400, 403, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const bytes = request.body;
        // A body another parser of the app read (text, JSON) was not declared as audio.
        if (bytes !== undefined && !Buffer.isBuffer(bytes)) throw unsupportedUploadType();
        if (bytes === undefined || bytes.length === 0) {
          throw new HttpProblem(400, 'Bad Request', 'The request body must hold the audio file.', {
            body: 'is required',
          });
        }
        const audio = checkGreetingAudio(bytes);
        const description = request.query.description || undefined;
        const uploaded = await audited(
          request,
          { action: 'greeting.upload', detail: { mime: audio.mime, size: bytes.length, description } },
          () => files().upload({ bytes, contentType: audio.mime }, { description }),
          (result) => result.id,
        );
        let hasPreview = true;
        try {
          await copies.save({
            sid: uploaded.id,
            filename: uploaded.filename,
            mime: audio.mime,
            bytes,
            size: bytes.length,
            duration_ms: audio.durationMs,
            uploaded_by: sessionOf(request).user.id,
          });
        } catch (error) {
          // The file is on the service either way; only the preview is lost.
          request.log.error({ err: error, sid: uploaded.id }, 'greeting copy not stored');
          hasPreview = false;
        }
        return reply.code(201).send({ ...uploaded, hasPreview, durationMs: audio.durationMs });
      },
    );
  });

  routes.get(
    '/greetings/:sid/audio',
    {
      onRequest: requirePermission('greetings:read'),
      schema: {
        tags: ['greeting files'],
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
        tags: ['greeting files'],
        summary: 'Delete a greeting file from the service, and its copy',
        params: sidParams,
        response: { 204: NO_CONTENT, ...problemResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { sid } = request.params;
      try {
        await audited(request, { action: 'greeting.delete', target: sid }, () => files().remove(sid));
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
