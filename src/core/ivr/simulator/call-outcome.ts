import type { KeypressAction } from '../../api/ivr-keypresses';
import type { CallOutcome } from './call-types';

/** What ends the call when a key with this (non-node) action is followed. */
export function outcomeOf(action: Exclude<KeypressAction, { kind: 'node' }>): CallOutcome {
  switch (action.kind) {
    case 'queue':
      return { kind: 'queue', queueId: action.queueId };
    case 'forward':
      return { kind: 'forward', to: action.toPhoneNumber, callerId: action.callerId };
    case 'hangup':
    case 'voicemail':
    case 'sms':
      return { kind: action.kind };
  }
}
