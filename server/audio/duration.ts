import { mp3DurationMs } from './mp3';
import { sniffAudio } from './sniff';
import { wavDurationMs } from './wav';

/** Length in milliseconds of WAV or MP3 content (recognised by its bytes); null when it cannot be told. */
export function audioDurationMs(content: Uint8Array): number | null {
  const kind = sniffAudio(content);
  if (kind?.kind === 'wav') return wavDurationMs(content);
  if (kind?.kind === 'mp3') return mp3DurationMs(content);
  return null;
}
