import type { IvrKey } from '@/core/api/ivr-keypresses';
import type { CallOutcome, NoActionReason } from '@/core/ivr/simulator/call-types';
import type { MenuPathCheck } from '@/core/ivr/simulator/check-menu-paths';
import { sameOutcome, type PathTestResult } from '@/core/ivr/simulator/run-path-test';
import type { SavedCase } from '../simulator/saved-case';

/** Which test a line is about: a saved one by its name, a generated one by the node and key it follows. */
export type PathTestSubject =
  { kind: 'saved'; name: string } | { kind: 'generated'; nodeId: string; key: IvrKey };

/** Why a test failed, in the terms a person reads it. */
export type PathTestFailure =
  /** A generated path that ends with none of the menu's actions. */
  | { kind: 'deadEnd'; reason: NoActionReason }
  /** The call ended, but not as expected. */
  | { kind: 'otherEnd'; expected: CallOutcome; actual: CallOutcome }
  /** The call ended before the test's last input (`inputsLeft` never heard). */
  | { kind: 'endedEarly'; expected: CallOutcome; actual: CallOutcome; inputsLeft: number }
  /** The call was still in the menu when the test's inputs ran out. */
  | { kind: 'unfinished'; expected: CallOutcome; atNodeId: string | null }
  /** The call ended as expected but through other nodes than the menu's structure says. */
  | { kind: 'otherWay'; expected: CallOutcome; visitedNodeIds: string[] };

export type PathTestLine = {
  id: string;
  subject: PathTestSubject;
  passed: boolean;
  /** How the call ended on the draft (null when it had not ended). */
  outcome: CallOutcome | null;
  failure: PathTestFailure | null;
};

/** One line per test, the saved ones first (a supervisor wrote them), each with why it failed if it did. */
export function pathTestLines(check: MenuPathCheck<SavedCase>): PathTestLine[] {
  const saved = check.saved.map(({ test, result }): PathTestLine => ({
    id: `saved:${test.id}`,
    subject: { kind: 'saved', name: test.name },
    passed: result.passed,
    outcome: result.outcome,
    failure: failureOf(test.expected, result, false),
  }));
  const generated = check.generated.map(({ test, result, deadEnd }): PathTestLine => ({
    id: `generated:${test.keyId}`,
    subject: { kind: 'generated', nodeId: test.nodeId, key: test.key },
    passed: result.passed,
    outcome: result.outcome,
    failure: failureOf(test.expected, result, deadEnd),
  }));
  return [...saved, ...generated];
}

function failureOf(expected: CallOutcome, result: PathTestResult, deadEnd: boolean): PathTestFailure | null {
  if (result.passed) return null;
  if (deadEnd && expected.kind === 'noAction') return { kind: 'deadEnd', reason: expected.reason };
  if (result.outcome === null) return { kind: 'unfinished', expected, atNodeId: result.stuckAtNodeId };
  if (result.inputsLeft > 0)
    return { kind: 'endedEarly', expected, actual: result.outcome, inputsLeft: result.inputsLeft };
  if (!sameOutcome(result.outcome, expected)) return { kind: 'otherEnd', expected, actual: result.outcome };
  return { kind: 'otherWay', expected, visitedNodeIds: result.visitedNodeIds };
}
