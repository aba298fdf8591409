import { firstFrameOffset } from './mpeg-frame';
import { readWavLayout } from './wav';

/**
 * Recognises greeting audio by its content, never by its name or declared type: a text file renamed
 * `.wav` must not reach the telephony platform.
 */
export type AudioKind = { kind: 'wav' | 'mp3'; mime: 'audio/wav' | 'audio/mpeg' };

const WAV: AudioKind = { kind: 'wav', mime: 'audio/wav' };
const MP3: AudioKind = { kind: 'mp3', mime: 'audio/mpeg' };

export function sniffAudio(content: Uint8Array): AudioKind | null {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (isWav(bytes)) return WAV;
  if (firstFrameOffset(bytes) !== null) return MP3;
  return null;
}

/** `RIFF<size>WAVE` followed, somewhere in its chunk list, by a complete `fmt ` chunk with sane values. */
function isWav(bytes: Buffer): boolean {
  const layout = readWavLayout(bytes);
  return layout !== null && layout.channels >= 1 && layout.sampleRate > 0;
}
