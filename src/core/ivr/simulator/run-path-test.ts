import type { IvrMenu } from '../ivr-menu';
import { startCall, step } from './call-engine';
import type { CallOutcome, CallState } from './call-types';
import type { PathInput, PathTest } from './path-tests';

export type PathTestResult = {
  passed: boolean;
  outcome: CallOutcome | null;
  /** Nodes the call entered, in order. */
  visitedNodeIds: string[];
  /** Keys the call followed, in order. */
  followedKeyIds: string[];
  /** The node the call was still in when the inputs ran out (null once it ended). */
  stuckAtNodeId: string | null;
};

/** A test the supervisor wrote: only what the caller does and how the call must end. */
export type SavedTestCase = { inputs: readonly PathInput[]; expected: CallOutcome };

/**
 * Plays a generated path test on the simulator as a patient caller would: every prompt is heard to its
 * end, then the scripted input is given. Passes when the call went through the expected nodes and ended
 * as expected.
 */
export function runPathTest(menu: IvrMenu, test: PathTest): PathTestResult {
  const played = playInputs(
    menu,
    test.walk.map((entry) => entry.input),
  );
  const expectedNodes = test.walk.map((entry) => entry.nodeId);
  const passed =
    played.outcome !== null &&
    sameOutcome(played.outcome, test.expected) &&
    played.visitedNodeIds.length === expectedNodes.length &&
    played.visitedNodeIds.every((nodeId, index) => nodeId === expectedNodes[index]);
  return { ...played, passed };
}

/**
 * Plays a saved test: its inputs one per prompt heard to its end. Passes when the call ended, after the
 * last input, as expected; a call still in the menu when the inputs run out fails.
 */
export function runSavedTest(menu: IvrMenu, test: SavedTestCase): PathTestResult {
  const played = playInputs(menu, test.inputs);
  return { ...played, passed: played.outcome !== null && sameOutcome(played.outcome, test.expected) };
}

/** Inputs after the call has ended change nothing (the engine ignores them). */
function playInputs(menu: IvrMenu, inputs: readonly PathInput[]): Omit<PathTestResult, 'passed'> {
  let state: CallState = startCall(menu).state;
  for (const input of inputs) {
    while (state.phase === 'prompt') state = step(state, { type: 'promptEnded' }).state;
    const event =
      input === 'timeout' || input === 'hangUp' ? { type: input } : { type: 'key' as const, key: input };
    state = step(state, event).state;
  }
  return {
    outcome: state.outcome,
    visitedNodeIds: state.history.flatMap((entry) => (entry.kind === 'enteredNode' ? [entry.nodeId] : [])),
    followedKeyIds: state.history.flatMap((entry) => (entry.kind === 'followedKey' ? [entry.keyId] : [])),
    stuckAtNodeId: state.phase === 'ended' ? null : state.nodeId,
  };
}

/** Same kind and same values; an absent optional value equals undefined. */
export function sameOutcome(a: CallOutcome, b: CallOutcome): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every(
    (field) => left[field] === right[field],
  );
}
