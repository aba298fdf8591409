import fc from 'fast-check';
import { sniffAudio } from '@server/audio/sniff';
import { toneWav } from '@server/audio/tone-wav';
import { GREETING_UPLOAD_CONTENT_TYPES } from '../../routes/telephony/greeting-upload-body';
import type { RawRequest } from './fuzz-world';
import { NON_JSON_TYPES } from './malformed-bodies';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Random bytes, some behind the first bytes of a WAV or MP3 so the content check has more to read. */
const notAudio = fc
  .tuple(
    fc.constantFrom<number[]>([], ascii('RIFF\0\0\0\0WAVE'), ascii('ID3\x03\0\0\0\0\0\0'), [0xff, 0xfb]),
    fc.uint8Array({ maxLength: 4096 }),
  )
  .map(([head, tail]) => Uint8Array.from([...head, ...tail]))
  .filter((bytes) => sniffAudio(bytes) === null);

const declaredTypes = fc.constantFrom(
  ...GREETING_UPLOAD_CONTENT_TYPES,
  ...NON_JSON_TYPES,
  'application/json',
);

/** Real audio declared as something the upload does not take. */
const audioOfWrongType = fc
  .constantFrom('text/plain', 'application/json', 'image/png', 'multipart/form-data; boundary=x')
  .map((contentType): RawRequest => ({ body: toneWav({ seconds: 0.05, frequencies: [440] }), contentType }));

/** Upload bodies the greeting route must refuse: no audio by content, or no audio type declared. */
export const malformedUploads: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.tuple(notAudio, declaredTypes).map(([body, contentType]): RawRequest => ({ body, contentType })),
  audioOfWrongType,
);
