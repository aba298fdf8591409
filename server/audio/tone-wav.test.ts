import { describe, expect, it } from 'vitest';
import { toneWav } from './tone-wav';
import { wavDurationMs } from './wav';

const samplesOf = (wav: Buffer) => {
  const out: number[] = [];
  for (let offset = 44; offset < wav.length; offset += 2) out.push(wav.readInt16LE(offset));
  return out;
};

/** Sign changes per second of a slice: about twice the frequency of a pure tone. */
const zeroCrossingsPerSecond = (samples: number[], sampleRate: number) => {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    if (Math.sign(samples[i] ?? 0) !== Math.sign(samples[i - 1] ?? 0) && samples[i] !== 0) crossings++;
  }
  return (crossings * sampleRate) / samples.length;
};

describe('toneWav', () => {
  it('writes a 16-bit mono PCM RIFF/WAVE at 8000 Hz by default', () => {
    const wav = toneWav({ seconds: 1.5, frequencies: [440] });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(12_000 * 2);
    expect(wavDurationMs(wav)).toBe(1500);
  });

  it('plays the tones one after another, each an equal share, fading in and out', () => {
    const wav = toneWav({ seconds: 2, frequencies: [400, 800], sampleRate: 16_000 });
    const samples = samplesOf(wav);
    expect(samples).toHaveLength(32_000);
    expect(zeroCrossingsPerSecond(samples.slice(0, 16_000), 16_000)).toBeCloseTo(800, -1);
    expect(zeroCrossingsPerSecond(samples.slice(16_000), 16_000)).toBeCloseTo(1600, -1);
    // Quiet at the ends and at the join, loud in the middle of each tone.
    expect(Math.abs(samples[0] ?? 1)).toBe(0);
    expect(Math.abs(samples[samples.length - 1] ?? 1)).toBeLessThan(200);
    expect(Math.abs(samples[15_999] ?? 1)).toBeLessThan(200);
    expect(Math.max(...samples.slice(7000, 9000))).toBeGreaterThan(15_000);
  });

  it('writes silence when given no frequencies', () => {
    const wav = toneWav({ seconds: 0.5, frequencies: [] });
    expect(wavDurationMs(wav)).toBe(500);
    expect(samplesOf(wav).every((s) => s === 0)).toBe(true);
  });

  it.each([
    [{ seconds: 0, frequencies: [440] }],
    [{ seconds: Number.NaN, frequencies: [440] }],
    [{ seconds: 1, frequencies: [440], sampleRate: 0 }],
    [{ seconds: 1, frequencies: [-1] }],
  ])('refuses impossible options %j', (options) => {
    expect(() => toneWav(options)).toThrow(RangeError);
  });
});

describe('wavDurationMs', () => {
  it('is null for anything that is not a WAV', () => {
    expect(wavDurationMs(Buffer.from('hello, this is not audio at all'))).toBeNull();
    expect(wavDurationMs(Buffer.alloc(0))).toBeNull();
    expect(wavDurationMs(toneWav({ seconds: 1, frequencies: [440] }).subarray(0, 30))).toBeNull();
  });
});
