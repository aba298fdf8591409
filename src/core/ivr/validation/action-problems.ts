import { SMS_TEXT_MAX } from '../../api/ivr-keypresses';
import { isPhoneLikeText, phoneNumberKey } from '../../phone-number';
import type { MenuKey } from '../ivr-menu';
import { problem, type MenuProblem } from './menu-problem';

/** What the action checks look up, prepared once per menu. */
export type ActionLookups = {
  nodeIds: ReadonlySet<string>;
  /** Blacklisted numbers by phoneNumberKey, so any writing of a number matches. */
  blacklistedKeys: ReadonlySet<string>;
  routedQueueIds: ReadonlySet<string>;
  /** The queues asked about; null when every queue was. */
  checkedQueueIds: ReadonlySet<string> | null;
};

/** Whether a key's action can be carried out, and what about it deserves a second look. */
export function actionProblems(key: MenuKey, lookups: ActionLookups): MenuProblem[] {
  const at = { nodeId: key.nodeId, keyId: key.id };
  const action = key.action;
  switch (action.kind) {
    case 'node':
      return lookups.nodeIds.has(action.nextNodeId)
        ? []
        : [problem('targetNodeMissing', { ...at, params: { nextNodeId: action.nextNodeId } })];
    case 'queue': {
      const queueId = action.queueId.trim();
      if (queueId === '') return [problem('emptyQueueId', at)];
      const unknown = lookups.checkedQueueIds !== null && !lookups.checkedQueueIds.has(queueId);
      return unknown || lookups.routedQueueIds.has(queueId)
        ? []
        : [problem('queueWithoutGroup', { ...at, params: { queueId } })];
    }
    case 'forward':
      return forwardProblems(action.toPhoneNumber, action.callerId, at, lookups);
    case 'sms': {
      const found = [problem('actionComingSoon', { ...at, params: { kind: 'sms' } })];
      const length = action.text?.length ?? 0;
      if (length > SMS_TEXT_MAX)
        found.push(problem('smsTextTooLong', { ...at, params: { max: SMS_TEXT_MAX } }));
      return found;
    }
    case 'voicemail':
      return [problem('actionComingSoon', { ...at, params: { kind: 'voicemail' } })];
    case 'hangup':
      return [];
  }
}

function forwardProblems(
  to: string,
  callerId: string | undefined,
  at: { nodeId: string; keyId: string },
  lookups: ActionLookups,
): MenuProblem[] {
  const found: MenuProblem[] = [];
  if (to.trim() === '') found.push(problem('emptyForwardNumber', at));
  else if (!isPhoneLikeText(to))
    found.push(problem('invalidForwardNumber', { ...at, params: { number: to } }));
  else if (lookups.blacklistedKeys.has(phoneNumberKey(to))) {
    found.push(problem('forwardToBlacklisted', { ...at, params: { number: to } }));
  }
  if (callerId !== undefined && callerId.trim() !== '' && !isPhoneLikeText(callerId)) {
    found.push(problem('invalidCallerId', { ...at, params: { number: callerId } }));
  }
  return found;
}
