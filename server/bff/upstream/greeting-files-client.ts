import { createHash } from 'node:crypto';
import type { GreetingFile, UploadedGreeting, UploadGreetingInput } from '@/core/api/greeting-files';
import type { Page } from '@/core/api/paging';
import {
  deleteGreetingFileResponse,
  GREETING_FILE_FIELD,
  GREETING_FILES_PATH,
  listGreetingFilesResponse,
  uploadGreetingResponse,
  type GreetingUploadType,
  type WireGreetingFile,
} from '../../service-api/greeting-files';
import { reconciledWrites } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { secondsToMs, wholeListPage } from './wire-decoding';

/** The audio of an upload. `filename` only names the part of a multipart upload. */
export type GreetingAudio = { bytes: Uint8Array; contentType?: string; filename?: string };

export const greetingFileFromWire = (wire: WireGreetingFile): GreetingFile => ({
  id: wire.sid,
  accountId: wire.account_id,
  projectId: wire.project_id,
  filename: wire.filename,
  description: wire.desc1,
  created: secondsToMs(wire.created),
});

/** The content type of WAV (RIFF/WAVE) or MP3 (ID3 tag or an MPEG frame sync) bytes. */
export function audioContentType(bytes: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg';
  return 'application/octet-stream';
}

export const uploadQueryOf = (uploadType: GreetingUploadType, input: UploadGreetingInput) => ({
  uploadType,
  desc: input.description?.trim() || undefined,
});

/** A multipart/form-data body holding the audio in the field the service reads, with its boundary. */
export async function multipartBodyOf(
  audio: GreetingAudio,
): Promise<{ body: Uint8Array; contentType: string }> {
  const type = audio.contentType ?? audioContentType(audio.bytes);
  const form = new FormData();
  form.append(GREETING_FILE_FIELD, new Blob([audio.bytes.slice()], { type }), audio.filename ?? 'greeting');
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData was encoded without a content type');
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

/**
 * How far before a send the service's clock may put a file that send made (its `created` is the
 * service's time, in seconds).
 */
const CLOCK_SLACK_MS = 30_000;

export function greetingFilesClient(http: ServiceHttp) {
  /**
   * The service names each upload itself, so an upload is recognised by its description and its time:
   * after a lost answer, the one file with that description made since the send is this upload's; none
   * means it was not made, several (or a look without a description that finds several new files) leave
   * the outcome unknown. The same audio with the same description sent again after a lost answer is
   * looked for first.
   */
  const send = (
    uploadType: GreetingUploadType,
    input: UploadGreetingInput,
    audio: Uint8Array,
    raw: { body: Uint8Array; contentType: string },
  ): Promise<UploadedGreeting> => {
    const query = uploadQueryOf(uploadType, input);
    return writes.create(
      { operation: 'uploadGreetingFile', query, raw, schema: uploadGreetingResponse },
      {
        key: { desc: query.desc ?? null, audio: createHash('sha256').update(audio).digest('hex') },
        answer: (answer) => ({ id: answer.fileSid, filename: answer.filename }),
        made: (file, since) =>
          file.description === (query.desc ?? null) && file.created >= since - CLOCK_SLACK_MS,
        several: 'unknown',
        result: (file) => ({ id: file.id, filename: file.filename }),
      },
    );
  };

  const client = {
    async list(): Promise<Page<GreetingFile>> {
      const answer = await http.call({
        operation: 'listGreetingFiles',
        surface: 'api',
        method: 'GET',
        path: GREETING_FILES_PATH,
        schema: listGreetingFilesResponse,
      });
      const items = answer.data.greeting_files.map(greetingFileFromWire);
      return wholeListPage(items, Number(answer.data.total));
    },

    /** Simple upload: the raw audio as the body. The service names the file; the answer gives the name. */
    upload(audio: GreetingAudio, input: UploadGreetingInput = {}): Promise<UploadedGreeting> {
      const contentType = audio.contentType ?? audioContentType(audio.bytes);
      return send('simple', input, audio.bytes, { body: audio.bytes, contentType });
    },

    /** Multipart upload: the audio in the form field `file`. */
    async uploadMultipart(audio: GreetingAudio, input: UploadGreetingInput = {}): Promise<UploadedGreeting> {
      return send('multipart', input, audio.bytes, await multipartBodyOf(audio));
    },

    remove(id: string): Promise<void> {
      return writes.remove(id, { operation: 'deleteGreetingFile', schema: deleteGreetingFileResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'api',
    path: GREETING_FILES_PATH,
    list: async () => (await client.list()).items,
    idOf: (file: GreetingFile) => file.id,
  });
  return client;
}

export type GreetingFilesClient = ReturnType<typeof greetingFilesClient>;
