import { IVR_NODE_SETTING_DEFAULTS } from '@/core/api/ivr-nodes';
import type { MenuNode } from '@/core/ivr/ivr-menu';
import { newId } from '../store/new-id';

/** A new text-to-speech prompt with the service's default settings and nothing to say yet. */
export function newPrompt(name: string): MenuNode {
  const { voice, speed, loopCount, bargeIn, delayMs, keypressTimeoutSeconds } = IVR_NODE_SETTING_DEFAULTS;
  return {
    id: newId(),
    name,
    playMode: 'talk',
    playContent: '',
    voice,
    speed,
    loopCount,
    bargeIn,
    delayMs,
    keypressTimeoutSeconds,
  };
}
