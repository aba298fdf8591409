export type ToneOptions = { seconds: number; frequencies: number[]; sampleRate?: number };

const TELEPHONY_SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
/** Fade in/out per tone, so the joins between tones and the ends do not click. */
const FADE_SECONDS = 0.01;
/** Below full scale, leaving headroom for the phone network's own processing. */
const AMPLITUDE = 0.5 * 0x7fff;

/** A playable 16-bit mono PCM WAV of the given tones, one after another. */
export function toneWav(options: ToneOptions): Buffer {
  const { seconds, frequencies, sampleRate = TELEPHONY_SAMPLE_RATE } = options;
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError('seconds must be a positive number');
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError('sampleRate must be a positive integer');
  }
  if (frequencies.some((f) => !Number.isFinite(f) || f < 0)) {
    throw new RangeError('frequencies must be finite and non-negative');
  }

  const totalSamples = Math.max(1, Math.round(seconds * sampleRate));
  const buffer = Buffer.alloc(HEADER_BYTES + totalSamples * BYTES_PER_SAMPLE);
  writeHeader(buffer, sampleRate, totalSamples);
  // No frequencies: a silent file of the requested length.
  if (frequencies.length === 0) return buffer;

  const tones = frequencies.length;
  for (let tone = 0; tone < tones; tone++) {
    const start = Math.floor((tone * totalSamples) / tones);
    const end = Math.floor(((tone + 1) * totalSamples) / tones);
    writeTone(buffer, frequencies[tone] ?? 0, sampleRate, start, end);
  }
  return buffer;
}

function writeTone(buffer: Buffer, frequency: number, sampleRate: number, start: number, end: number) {
  const length = end - start;
  const fade = Math.min(Math.round(FADE_SECONDS * sampleRate), Math.floor(length / 2));
  for (let i = 0; i < length; i++) {
    const envelope = fade > 0 ? Math.min(1, i / fade, (length - 1 - i) / fade) : 1;
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * AMPLITUDE * envelope;
    buffer.writeInt16LE(Math.round(value), HEADER_BYTES + (start + i) * BYTES_PER_SAMPLE);
  }
}

function writeHeader(buffer: Buffer, sampleRate: number, samples: number) {
  const dataBytes = samples * BYTES_PER_SAMPLE;
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size for plain PCM
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28); // byte rate
  buffer.writeUInt16LE(BYTES_PER_SAMPLE, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
}
