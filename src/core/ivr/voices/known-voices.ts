import { IVR_NODE_SETTING_DEFAULTS } from '../../api/ivr-nodes';

export type VoiceGender = 'female' | 'male';
/** Where the voice's accent is from: the service's voice names start with hn (Hà Nội), hue or sg. */
export type VoiceAccent = 'north' | 'central' | 'south';

/** A text-to-speech voice the service is known to speak with, and what a person needs to choose it. */
export interface KnownVoice {
  id: string;
  speaker: string;
  gender: VoiceGender;
  accent: VoiceAccent;
}

/**
 * The voices the designer offers. The service's specification names only its default; a voice name
 * typed by hand is still accepted (the service may know more), so this list only makes picking easy.
 */
export const KNOWN_VOICES: readonly KnownVoice[] = [
  { id: IVR_NODE_SETTING_DEFAULTS.voice, speaker: 'Thu Trang', gender: 'female', accent: 'north' },
];

export const knownVoice = (id: string): KnownVoice | undefined =>
  KNOWN_VOICES.find((voice) => voice.id === id.trim());
