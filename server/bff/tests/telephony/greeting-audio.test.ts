import { describe, expect, it } from 'vitest';
import { toneWav } from '@server/audio/tone-wav';
import { wavDurationMs } from '@server/audio/wav';
import { checkGreetingAudio } from '../../routes/telephony/greeting-audio';

describe('greeting audio checks', () => {
  it.each([
    [1, 8000],
    [0.25, 8000],
    [2, 16_000],
  ])('reads the length of a %s s WAV at %i Hz from its header', (seconds, sampleRate) => {
    expect(wavDurationMs(toneWav({ seconds, frequencies: [440], sampleRate }))).toBe(seconds * 1000);
  });

  it('counts only the samples present when the data size claims more', () => {
    const wav = toneWav({ seconds: 1, frequencies: [440] });
    expect(wavDurationMs(wav.subarray(0, 44 + 8000))).toBe(500);
  });

  it('knows no length without a data chunk', () => {
    expect(wavDurationMs(toneWav({ seconds: 1, frequencies: [] }).subarray(0, 36))).toBeNull();
  });

  it('recognises WAV by content and refuses text with a 415', () => {
    expect(checkGreetingAudio(toneWav({ seconds: 0.5, frequencies: [440] }))).toEqual({
      mime: 'audio/wav',
      durationMs: 500,
    });
    expect(() => checkGreetingAudio(new TextEncoder().encode('RIFF....WAVE but text'))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });
});
