import type { KeypressAction } from '@/core/api/ivr-keypresses';

export type ExitKind = Exclude<KeypressAction['kind'], 'node'>;
export const EXIT_KINDS: readonly ExitKind[] = ['queue', 'forward', 'hangup', 'voicemail', 'sms'];

/** A new key's action before the person fills it in (validation points at what is missing). */
export function defaultAction(kind: ExitKind): KeypressAction {
  switch (kind) {
    case 'queue':
      return { kind, queueId: '' };
    case 'forward':
      return { kind, toPhoneNumber: '' };
    case 'sms':
      return { kind };
    case 'hangup':
    case 'voicemail':
      return { kind };
  }
}
