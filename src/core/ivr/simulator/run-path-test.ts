import type { IvrMenu } from '../ivr-menu';
import { startCall, step } from './call-engine';
import type { CallOutcome, CallState } from './call-types';
import type { PathTest } from './path-tests';

export type PathTestResult = {
  passed: boolean;
  outcome: CallOutcome | null;
  /** Nodes the call entered, in order. */
  visitedNodeIds: string[];
  /** Keys the call followed, in order. */
  followedKeyIds: string[];
};

/**
 * Plays a path test on the simulator as a patient caller would: every prompt is heard to its end, then
 * the scripted input is given. Passes when the call went through the expected nodes and ended as
 * expected.
 */
export function runPathTest(menu: IvrMenu, test: PathTest): PathTestResult {
  let state: CallState = startCall(menu).state;
  for (const { input } of test.walk) {
    while (state.phase === 'prompt') state = step(state, { type: 'promptEnded' }).state;
    const event =
      input === 'timeout' || input === 'hangUp' ? { type: input } : { type: 'key' as const, key: input };
    state = step(state, event).state;
  }
  const visitedNodeIds = state.history.flatMap((entry) =>
    entry.kind === 'enteredNode' ? [entry.nodeId] : [],
  );
  const followedKeyIds = state.history.flatMap((entry) =>
    entry.kind === 'followedKey' ? [entry.keyId] : [],
  );
  const expectedNodes = test.walk.map((entry) => entry.nodeId);
  const passed =
    state.outcome !== null &&
    sameOutcome(state.outcome, test.expected) &&
    visitedNodeIds.length === expectedNodes.length &&
    visitedNodeIds.every((nodeId, index) => nodeId === expectedNodes[index]);
  return { passed, outcome: state.outcome, visitedNodeIds, followedKeyIds };
}

/** Same kind and same values; an absent optional value equals undefined. */
export function sameOutcome(a: CallOutcome, b: CallOutcome): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every(
    (field) => left[field] === right[field],
  );
}
