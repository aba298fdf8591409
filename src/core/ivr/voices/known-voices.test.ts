import { describe, expect, it } from 'vitest';
import { IVR_NODE_SETTING_DEFAULTS } from '../../api/ivr-nodes';
import { KNOWN_VOICES, knownVoice } from './known-voices';

describe('known voices', () => {
  it("offers the service's default voice, with a speaker people can read", () => {
    expect(knownVoice(IVR_NODE_SETTING_DEFAULTS.voice)).toMatchObject({
      speaker: 'Thu Trang',
      gender: 'female',
    });
  });

  it('finds a voice by its name, ignoring the spaces around it, and no other', () => {
    expect(knownVoice(` ${IVR_NODE_SETTING_DEFAULTS.voice} `)?.id).toBe(IVR_NODE_SETTING_DEFAULTS.voice);
    expect(knownVoice('hn_male_unknown')).toBeUndefined();
  });

  it('lists each voice once', () => {
    expect(new Set(KNOWN_VOICES.map((voice) => voice.id)).size).toBe(KNOWN_VOICES.length);
  });
});
