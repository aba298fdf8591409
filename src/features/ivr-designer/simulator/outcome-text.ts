import type { TFunction } from 'i18next';
import type { CallOutcome } from '@/core/ivr/simulator/call-types';

/** One sentence for how the call ended (the transcript's last line and the outcome's title). */
export function outcomeText(t: TFunction<'simulator'>, outcome: CallOutcome): string {
  switch (outcome.kind) {
    case 'queue':
      return t('outcome.queue', { queueId: outcome.queueId });
    case 'forward':
      return outcome.callerId
        ? t('outcome.forward', { to: outcome.to, callerId: outcome.callerId })
        : t('outcome.forwardOwnNumber', { to: outcome.to });
    case 'hangup':
      return t('outcome.hangup');
    case 'voicemail':
      return t('outcome.voicemail');
    case 'sms':
      return t('outcome.sms');
    case 'noAction':
      return t(`outcome.noAction.${outcome.reason}`);
  }
}
