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
  /** Inputs still to give when the call had already ended: a test that expected to be heard longer. */
  inputsLeft: number;
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
 * Plays a saved test: its inputs one per prompt heard to its end. Passes when the call ended with its
 * last input, as expected. A call still in the menu when the inputs run out fails, and so does one that
 * ended before its last input. A forward expected without a caller id accepts any caller id (a test
 * typed by hand names only the number).
 */
export function runSavedTest(menu: IvrMenu, test: SavedTestCase): PathTestResult {
  const played = playInputs(menu, test.inputs);
  const passed =
    played.outcome !== null && played.inputsLeft === 0 && endsAsExpected(played.outcome, test.expected);
  return { ...played, passed };
}

function endsAsExpected(outcome: CallOutcome, expected: CallOutcome): boolean {
  if (expected.kind === 'forward' && expected.callerId === undefined && outcome.kind === 'forward')
    return outcome.to === expected.to;
  return sameOutcome(outcome, expected);
}

function playInputs(menu: IvrMenu, inputs: readonly PathInput[]): Omit<PathTestResult, 'passed'> {
  let state: CallState = startCall(menu).state;
  for (const [index, input] of inputs.entries()) {
    if (state.phase === 'ended') return resultOf(state, inputs.length - index);
    while (state.phase === 'prompt') state = step(state, { type: 'promptEnded' }).state;
    const event =
      input === 'timeout' || input === 'hangUp' ? { type: input } : { type: 'key' as const, key: input };
    state = step(state, event).state;
  }
  return resultOf(state, 0);
}

function resultOf(state: CallState, inputsLeft: number): Omit<PathTestResult, 'passed'> {
  return {
    outcome: state.outcome,
    visitedNodeIds: state.history.flatMap((entry) => (entry.kind === 'enteredNode' ? [entry.nodeId] : [])),
    followedKeyIds: state.history.flatMap((entry) => (entry.kind === 'followedKey' ? [entry.keyId] : [])),
    stuckAtNodeId: state.phase === 'ended' ? null : state.nodeId,
    inputsLeft,
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
