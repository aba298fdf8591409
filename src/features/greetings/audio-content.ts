/** What kind of audio a file holds, judged by its first bytes (its name and declared type may lie). */
export type GreetingAudioKind = 'wav' | 'mp3';

/** The content types the BFF's upload accepts, by kind. */
export const GREETING_MIME: Record<GreetingAudioKind, string> = { wav: 'audio/wav', mp3: 'audio/mpeg' };

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

/**
 * WAV: a RIFF container of type WAVE. MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits,
 * layer III). The BFF and the service check again; this only spares a person a pointless upload.
 */
export function detectGreetingAudio(bytes: Uint8Array): GreetingAudioKind | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (bytes.length >= 3 && ascii(bytes, 0, 'ID3')) return 'mp3';
  const [first = 0, second = 0] = bytes;
  const frameSync = first === 0xff && (second & 0xe0) === 0xe0;
  const layerIII = (second & 0x06) === 0x02;
  return frameSync && layerIII ? 'mp3' : null;
}
