import type { IvrPlayMode } from '../../api/ivr-nodes';
import type { IvrKey } from '../../api/ivr-keypresses';
import type { IvrMenu } from '../ivr-menu';

/** Keys a caller can press on a phone (EMPTY_KEY and INVALID_KEY are what the menu does, not keys). */
export const PRESSABLE_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#'] as const;
export type PressableKey = (typeof PRESSABLE_KEYS)[number];

export type CallEvent =
  | { type: 'key'; key: PressableKey }
  /** The prompt being played has finished (the player says so). */
  | { type: 'promptEnded' }
  /** The keypress timeout of the node ran out while waiting. */
  | { type: 'timeout' }
  /** The caller hung up. */
  | { type: 'hangUp' };

/** Why a call ended without any of the menu's actions. */
export type NoActionReason =
  /** The menu has no root (or the start node is not in it). */
  | 'noStartNode'
  /** A key led to a node that is not in the menu. */
  | 'targetMissing'
  /** Nothing handled what the caller did, and the node's replays were used up. */
  | 'unhandled'
  | 'callerHungUp';

export type CallOutcome =
  | { kind: 'queue'; queueId: string }
  | { kind: 'forward'; to: string; callerId: string | undefined }
  | { kind: 'hangup' }
  | { kind: 'voicemail' }
  | { kind: 'sms' }
  | { kind: 'noAction'; reason: NoActionReason };

export type CallEffect =
  | { type: 'highlightNode'; nodeId: string }
  | { type: 'highlightKey'; nodeId: string; keyId: string; key: IvrKey }
  /** Silence before the prompt (the node's delayMs). */
  | { type: 'delay'; nodeId: string; ms: number }
  | {
      type: 'playPrompt';
      nodeId: string;
      playMode: IvrPlayMode;
      /** The text to speak (talk) or the greeting file's name (play). */
      content: string;
      voice: string;
      speed: number;
      /** 1-based play of this pass, out of loopCount; a replay after an unhandled input is its own pass. */
      loop: number;
      loopCount: number;
      /** 0 on the first pass through the node, then 1, 2 … for each replay. */
      replay: number;
    }
  /** A key pressed during the prompt interrupted it (barge-in). */
  | { type: 'stopPrompt'; nodeId: string }
  /** A key pressed during the prompt was not listened to (barge-in off). */
  | { type: 'keyIgnored'; nodeId: string; key: PressableKey }
  | { type: 'waitForKey'; nodeId: string; timeoutSeconds: number }
  | { type: 'ended'; outcome: CallOutcome };

/** One thing that happened on the call, for the simulator's transcript and for path tests. */
export type CallStep =
  | { kind: 'enteredNode'; nodeId: string }
  | { kind: 'input'; nodeId: string; input: PressableKey | 'timeout' }
  | { kind: 'followedKey'; nodeId: string; keyId: string; key: IvrKey };

export type CallPhase = 'prompt' | 'waiting' | 'ended';

/** Everything the engine needs to take the next step; plain data, so it can be stored or compared. */
export type CallState = {
  menu: IvrMenu;
  phase: CallPhase;
  /** The node the caller is in; null once ended without one. */
  nodeId: string | null;
  /** The play in progress in the current pass (1-based). */
  loop: number;
  /** Replays used on this visit of the node. */
  replays: number;
  history: CallStep[];
  outcome: CallOutcome | null;
};

export type CallTransition = { state: CallState; effects: CallEffect[] };

export type StartCallOptions = {
  /** Start from this node instead of the root (to try one part of a menu). */
  startNodeId?: string;
};
