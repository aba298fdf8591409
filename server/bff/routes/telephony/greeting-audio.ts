import { audioDurationMs } from '@server/audio/duration';
import { sniffAudio, type AudioKind } from '@server/audio/sniff';
import { HttpProblem } from '../../problem';

export type CheckedAudio = { mime: AudioKind['mime']; durationMs: number | null };

export const notAudio = () =>
  new HttpProblem(
    415,
    'Unsupported Media Type',
    'The file is not WAV or MP3 audio (checked by its content, not its name or declared type).',
  );

/** What the content is, whatever it was declared as: WAV or MP3 and its length, or a 415. */
export function checkGreetingAudio(bytes: Uint8Array): CheckedAudio {
  const kind = sniffAudio(bytes);
  if (!kind) throw notAudio();
  return { mime: kind.mime, durationMs: audioDurationMs(bytes) };
}
