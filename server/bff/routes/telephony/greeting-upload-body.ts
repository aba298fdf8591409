import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { GREETING_FILE_MAX_BYTES } from '@/core/api/greeting-files';
import { HttpProblem } from '../../problem';

/** What a browser or script may declare for a greeting upload; the content itself is checked afterwards. */
export const GREETING_UPLOAD_CONTENT_TYPES = [
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'application/octet-stream',
];

const MB = 1024 * 1024;

export const greetingTooLarge = () =>
  new HttpProblem(
    413,
    'Payload Too Large',
    `Greeting files may be at most ${GREETING_FILE_MAX_BYTES / MB} MB.`,
  );

export const unsupportedUploadType = () =>
  new HttpProblem(
    415,
    'Unsupported Media Type',
    `Send the audio as the request body with content type ${GREETING_UPLOAD_CONTENT_TYPES.join(', ')}.`,
  );

/**
 * Installs, in the scope of the upload route only, a parser that collects the raw audio up to the size
 * limit (refusing early on a declared length past it), and turns the framework's content-type refusals into
 * problems that say what the upload expects.
 */
export function acceptGreetingAudio(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    GREETING_UPLOAD_CONTENT_TYPES,
    (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
      collectBody(request, payload, GREETING_FILE_MAX_BYTES),
  );
  scope.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw unsupportedUploadType();
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw greetingTooLarge();
    throw error;
  });
}

/** The whole body as one Buffer; a 413 as soon as it passes `limit` (the rest is read and dropped). */
function collectBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  limit: number,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(greetingTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        // Left flowing with no listener, the remainder is discarded and the 413 can still be answered.
        reject(greetingTooLarge());
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, received));
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', reject);
    payload.resume();
  });
}
