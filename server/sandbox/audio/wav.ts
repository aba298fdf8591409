export type ToneOptions = { seconds: number; frequencies: number[]; sampleRate?: number };

/** A playable 16-bit mono PCM WAV of the given tones, one after another. */
export function toneWav(_options: ToneOptions): Buffer {
  throw new Error('not implemented yet');
}
