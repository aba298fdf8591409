import type { IvrMenu } from '../ivr-menu';

/** Problems that block publishing. */
export const MENU_ERROR_CODES = [
  'noRoot',
  'rootNotFound',
  'rootChangeUnsupported',
  'duplicateKey',
  'keyNodeMissing',
  'targetNodeMissing',
  'emptyQueueId',
  'emptyForwardNumber',
  'invalidForwardNumber',
  'invalidCallerId',
  'smsTextTooLong',
  'emptyNodeName',
  'nodeNameTooLong',
  'emptyPlayContent',
  'playContentTooLong',
  'greetingFileMissing',
  'emptyVoice',
  'speedOutOfRange',
  'settingOutOfRange',
] as const;

/** Problems worth a look that do not block publishing. */
export const MENU_WARNING_CODES = [
  'unreachableNode',
  'missingEmptyKey',
  'missingInvalidKey',
  'loopWithoutExit',
  'forwardToBlacklisted',
  'queueWithoutGroup',
  'actionComingSoon',
  'promptMentionsMissingKey',
  'keyNotMentionedInPrompt',
] as const;

export type MenuErrorCode = (typeof MENU_ERROR_CODES)[number];
export type MenuWarningCode = (typeof MENU_WARNING_CODES)[number];
export type MenuProblemCode = MenuErrorCode | MenuWarningCode;
export type MenuProblemSeverity = 'error' | 'warning';

/**
 * One finding about a menu: a code for the UI to translate, where it is (node and/or key) and the values
 * the translated sentence needs (a key, a limit, a setting name …).
 */
export type MenuProblem = {
  severity: MenuProblemSeverity;
  code: MenuProblemCode;
  nodeId?: string;
  keyId?: string;
  params?: Record<string, string | number>;
};

/** What the UI and the BFF fetch beside the menu so the checks can look outside it. */
export type MenuValidationContext = {
  /** `filename` of every uploaded greeting file (what a play node names). */
  greetingFileNames: string[];
  blacklistedNumbers: string[];
  /** Queues at least one group is routed to. */
  routedQueueIds: string[];
  /**
   * The queues the service was asked about. A queue outside it is not judged (an answer for other queues
   * is shown while the one for a newly named queue is on its way); without it, every queue was asked about.
   */
  checkedQueueIds?: string[];
  /** The tree as the service holds it now; with it, root changes that cannot be published are flagged. */
  liveMenu?: IvrMenu;
};

const ERROR_SET: ReadonlySet<string> = new Set(MENU_ERROR_CODES);

export const severityOf = (code: MenuProblemCode): MenuProblemSeverity =>
  ERROR_SET.has(code) ? 'error' : 'warning';

type Location = { nodeId?: string; keyId?: string; params?: Record<string, string | number> };

/** A problem with its severity taken from its code, so a rule cannot get the two out of step. */
export function problem(code: MenuProblemCode, location: Location = {}): MenuProblem {
  return { severity: severityOf(code), code, ...location };
}

export const hasBlockingProblems = (problems: readonly MenuProblem[]): boolean =>
  problems.some((found) => found.severity === 'error');
