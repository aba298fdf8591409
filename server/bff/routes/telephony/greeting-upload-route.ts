import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedGreetingWithPreviewSchema, uploadGreetingInputSchema } from '@/core/api/greeting-files';
import { sessionOf } from '../../plugins/authentication';
import { audited } from '../../plugins/audited';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem } from '../../problem';
import type { GreetingCopiesRepository, NewGreetingCopy } from '../../repositories/greeting-copies';
import { checkGreetingAudio } from './greeting-audio';
import {
  acceptGreetingAudio,
  GREETING_UPLOAD_CONTENT_TYPES,
  unsupportedUploadType,
} from './greeting-upload-body';
import { problemResponses } from '../route-schemas';

/**
 * POST /api/greetings, in a scope of its own so that the raw-audio parser and the upload's error wording
 * apply to this route only.
 */
export const registerGreetingUploadRoute =
  (copies: GreetingCopiesRepository) =>
  async (uploadScope: FastifyInstance): Promise<void> => {
    const files = () => uploadScope.services.service.telephony.greetingFiles;
    acceptGreetingAudio(uploadScope);
    uploadScope.withTypeProvider<ZodTypeProvider>().post(
      '/greetings',
      {
        onRequest: requirePermission('greetings:write'),
        schema: {
          tags: ['Greeting files'],
          summary: 'Upload a greeting file',
          description:
            `The audio is the raw request body (${GREETING_UPLOAD_CONTENT_TYPES.join(', ')}), at most 10 MB, ` +
            'and must be WAV or MP3 by its content (else 415). It is sent to the service as a simple upload, ' +
            'and a copy is kept for preview.',
          querystring: uploadGreetingInputSchema,
          response: {
            201: uploadedGreetingWithPreviewSchema,
            ...problemResponses(400, 403, 413, 415, 422, 429, 502, 503, 504),
          },
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
        const hasPreview = await keepCopy(request, copies, {
          sid: uploaded.id,
          filename: uploaded.filename,
          mime: audio.mime,
          bytes,
          size: bytes.length,
          duration_ms: audio.durationMs,
          uploaded_by: sessionOf(request).user.id,
        });
        return reply.code(201).send({ ...uploaded, hasPreview, durationMs: audio.durationMs });
      },
    );
  };

/** Keeps the copy for preview; false when it could not be kept (the file is on the service either way). */
async function keepCopy(
  request: FastifyRequest,
  copies: GreetingCopiesRepository,
  copy: NewGreetingCopy,
): Promise<boolean> {
  try {
    await copies.save(copy);
    return true;
  } catch (error) {
    request.log.error({ err: error, sid: copy.sid }, 'greeting copy not stored');
    return false;
  }
}
