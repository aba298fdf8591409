import { sniffAudio, type AudioKind } from '../../../sandbox/audio/sniff';
import { HttpProblem } from '../../problem';

export type CheckedAudio = { mime: AudioKind['mime']; durationMs: number | null };

export const notAudio = () =>
  new HttpProblem(
    415,
    'Unsupported Media Type',
    'The file is not WAV or MP3 audio (checked by its content, not its name or declared type).',
  );

/** What the content is, whatever it was declared as: WAV or MP3, or a 415. */
export function checkGreetingAudio(bytes: Uint8Array): CheckedAudio {
  const kind = sniffAudio(bytes);
  if (!kind) throw notAudio();
  return { mime: kind.mime, durationMs: kind.kind === 'wav' ? wavDurationMs(bytes) : null };
}

/** Length of a WAV from its `fmt ` byte rate and its `data` chunk size; null when either is missing. */
export function wavDurationMs(bytes: Uint8Array): number | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate: number | null = null;
  let offset = 12;
  while (offset + 8 <= view.length) {
    const id = view.toString('latin1', offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 12 <= view.length) byteRate = view.readUInt32LE(body + 8);
    if (id === 'data') {
      if (!byteRate) return null;
      // A streaming writer may leave the size unset or too large: count only the bytes present.
      const present = Math.min(size, view.length - body);
      return Math.round((present * 1000) / byteRate);
    }
    offset = body + size + (size % 2);
  }
  return null;
}
