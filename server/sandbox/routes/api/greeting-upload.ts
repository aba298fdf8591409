import type { FastifyRequest } from 'fastify';
import {
  GREETING_FILE_FIELD,
  MAX_GREETING_FILE_BYTES,
  type GreetingUploadType,
} from '@server/service-api/greeting-files';
import { R, SandboxError } from '../../result-codes';

const MB = 1024 * 1024;
/** Bodies are cut off a little above the file limit: multipart adds boundaries and part headers. */
export const GREETING_BODY_LIMIT = MAX_GREETING_FILE_BYTES + MB;

export const fileTooLarge = (bytes?: number) =>
  new SandboxError(
    R.INVALID,
    `File too large${bytes === undefined ? '' : ` (${(bytes / MB).toFixed(1)} MB)`}: greeting files may be at most ${MAX_GREETING_FILE_BYTES / MB} MB`,
    413,
  );

const missingFile = (how: string) => new SandboxError(R.MISSING_PARAMS, `Missing params: ${how}`);
const invalid = (message: string) => new SandboxError(R.INVALID, message);

/** The uploaded audio bytes, as `simple` (raw body) or `multipart` (form field `file`) carries them. */
export async function readUploadedAudio(
  request: FastifyRequest,
  uploadType: GreetingUploadType,
): Promise<Buffer> {
  const contentType = request.headers['content-type'] ?? '';
  const isMultipart = /^multipart\/form-data\s*;/i.test(contentType);
  const content =
    uploadType === 'simple'
      ? readSimple(request.body, isMultipart)
      : await readMultipart(request.body, contentType, isMultipart);
  if (content.length > MAX_GREETING_FILE_BYTES) throw fileTooLarge(content.length);
  return content;
}

function readSimple(body: unknown, isMultipart: boolean): Buffer {
  if (isMultipart) {
    throw invalid(
      'uploadType=simple takes the raw audio as the body; send multipart/form-data with uploadType=multipart',
    );
  }
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw missingFile('the request body must hold the audio file (uploadType=simple)');
  }
  return body;
}

async function readMultipart(body: unknown, contentType: string, isMultipart: boolean): Promise<Buffer> {
  if (!isMultipart) {
    throw invalid(
      `uploadType=multipart needs a multipart/form-data body with the audio in the field "${GREETING_FILE_FIELD}"`,
    );
  }
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw missingFile(`${GREETING_FILE_FIELD} is required (multipart form field holding the audio)`);
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalid('Malformed multipart/form-data body');
  }
  const entries = form.getAll(GREETING_FILE_FIELD);
  const [entry] = entries;
  if (entry === undefined) {
    throw missingFile(`${GREETING_FILE_FIELD} is required (multipart form field holding the audio)`);
  }
  if (entries.length > 1) throw invalid(`Send exactly one "${GREETING_FILE_FIELD}" per upload`);
  if (typeof entry === 'string')
    throw invalid(`"${GREETING_FILE_FIELD}" must be a file part, not a text field`);
  const content = Buffer.from(await entry.arrayBuffer());
  if (content.length === 0) throw missingFile(`the uploaded ${GREETING_FILE_FIELD} is empty`);
  return content;
}
