import { IVR_NODE_SETTING_DEFAULTS } from '@/core/api/ivr-nodes';
import type { MenuNode } from '@/core/ivr/ivr-menu';
import { newId } from '../store/new-id';

/** A text-to-speech prompt with the service's default settings. */
export function promptWithDefaults(id: string, name: string, text: string): MenuNode {
  const { voice, speed, loopCount, bargeIn, delayMs, keypressTimeoutSeconds } = IVR_NODE_SETTING_DEFAULTS;
  return {
    id,
    name,
    playMode: 'talk',
    playContent: text,
    voice,
    speed,
    loopCount,
    bargeIn,
    delayMs,
    keypressTimeoutSeconds,
  };
}

/** A new prompt with the service's default settings and nothing to say yet. */
export function newPrompt(name: string): MenuNode {
  return promptWithDefaults(newId(), name, '');
}
