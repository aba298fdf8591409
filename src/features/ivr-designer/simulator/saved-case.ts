import type { SavedPathTest } from '@/core/api/ivr-designer-path-tests';
import type { CallOutcome } from '@/core/ivr/simulator/call-types';

/** A saved test as the simulator runs it. */
export type SavedCase = Omit<SavedPathTest, 'expected'> & { expected: CallOutcome };

/** The contract leaves a forward's caller id out when there is none; the simulator's outcome names it. */
export function savedCaseOf(test: SavedPathTest): SavedCase {
  const { expected } = test;
  return expected.kind === 'forward'
    ? { ...test, expected: { kind: 'forward', to: expected.to, callerId: expected.callerId } }
    : { ...test, expected };
}
