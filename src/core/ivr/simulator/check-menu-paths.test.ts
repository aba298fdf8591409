import { describe, expect, it } from 'vitest';
import { goTo, hangUp, keyOf, menuOf, talkNode, toQueue } from '../test-support/menu-builders';
import { checkMenuPaths } from './check-menu-paths';
import { runSavedTest } from './run-path-test';

// Root A: 1 → B (a queue menu), 2 → hang up, timeout → A again; B: 1 → queue 5, 2 → C; C loops to itself.
const menu = menuOf(
  'A',
  [
    talkNode('A', { playContent: 'x'.repeat(30), keypressTimeoutSeconds: 5 }),
    talkNode('B', { playContent: 'x'.repeat(15), delayMs: 500, loopCount: 2 }),
    talkNode('C'),
    talkNode('Island'),
  ],
  [
    keyOf('a1', 'A', '1', goTo('B')),
    keyOf('a2', 'A', '2', hangUp),
    keyOf('b1', 'B', '1', toQueue('5')),
    keyOf('b2', 'B', '2', goTo('C')),
    keyOf('c1', 'C', '1', goTo('C')),
    keyOf('i1', 'Island', '1', hangUp),
  ],
);

describe('runSavedTest', () => {
  it('passes when the inputs end the call as expected, and names the keys it followed', () => {
    expect(runSavedTest(menu, { inputs: ['1', '1'], expected: { kind: 'queue', queueId: '5' } })).toEqual({
      passed: true,
      outcome: { kind: 'queue', queueId: '5' },
      visitedNodeIds: ['A', 'B'],
      followedKeyIds: ['a1', 'b1'],
      stuckAtNodeId: null,
      inputsLeft: 0,
    });
  });

  it('fails on another outcome, and when the call is still in the menu after the last input', () => {
    const other = runSavedTest(menu, { inputs: ['2'], expected: { kind: 'queue', queueId: '5' } });
    expect(other).toMatchObject({ passed: false, outcome: { kind: 'hangup' } });
    const unfinished = runSavedTest(menu, { inputs: ['1'], expected: { kind: 'queue', queueId: '5' } });
    expect(unfinished).toMatchObject({ passed: false, outcome: null, stuckAtNodeId: 'B' });
  });
});

describe('runSavedTest on what a caller may not get to do', () => {
  it('fails when the call ended before the last input, and says how many were left', () => {
    const early = runSavedTest(menu, { inputs: ['2', '9', '9'], expected: { kind: 'hangup' } });
    expect(early).toMatchObject({ passed: false, outcome: { kind: 'hangup' }, inputsLeft: 2 });
    expect(runSavedTest(menu, { inputs: ['2'], expected: { kind: 'hangup' } })).toMatchObject({
      passed: true,
      inputsLeft: 0,
    });
  });

  it('takes a forward expected without a caller id as any caller id, and one with it exactly', () => {
    const forwarding = menuOf(
      'A',
      [talkNode('A')],
      [keyOf('f', 'A', '1', { kind: 'forward', toPhoneNumber: '0901', callerId: '0282' })],
    );
    const run = ({ to, callerId }: { to: string; callerId?: string }) =>
      runSavedTest(forwarding, { inputs: ['1'], expected: { kind: 'forward', to, callerId } }).passed;
    expect(run({ to: '0901' })).toBe(true);
    expect(run({ to: '0901', callerId: '0282' })).toBe(true);
    expect(run({ to: '0901', callerId: '0283' })).toBe(false);
    expect(run({ to: '0902' })).toBe(false);
  });
});

describe('checkMenuPaths', () => {
  it('fails the dead end, leaves the unreachable key uncovered, and counts saved tests', () => {
    const saved = [
      { id: 's1', inputs: ['1', '1'] as const, expected: { kind: 'queue' as const, queueId: '5' } },
      { id: 's2', inputs: ['1', '1'] as const, expected: { kind: 'hangup' as const } },
    ];
    const check = checkMenuPaths(
      menu,
      saved.map((test) => ({ ...test, inputs: [...test.inputs] })),
    );
    const byKey = new Map(check.generated.map((entry) => [entry.test.keyId, entry]));
    expect([...byKey.keys()]).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(byKey.get('b2')).toMatchObject({ deadEnd: true, result: { passed: false } });
    expect(byKey.get('c1')).toMatchObject({ deadEnd: true, result: { passed: false } });
    expect(byKey.get('b1')).toMatchObject({ deadEnd: false, depth: 2, result: { passed: true } });
    expect(check.saved.map((entry) => entry.result.passed)).toEqual([true, false]);
    expect({ passed: check.passed, failed: check.failed }).toEqual({ passed: 4, failed: 3 });
    expect(check.uncoveredKeyIds).toEqual(['i1']);
  });

  it('times each path and flags the longest one to an agent over the limit', () => {
    // A: 2 s of speech; B: 0.5 s delay + 1 s of speech played twice.
    const within = checkMenuPaths(menu, [], { maxSecondsToAgent: 5 });
    // Keys a1 and b1 both walk A -1-> B -1-> queue 5; the first of equals is kept.
    expect(within.longestToAgent).toMatchObject({
      test: { keyId: 'a1', walk: [{ input: '1' }, { input: '1' }] },
    });
    expect(within.longestToAgent?.ms).toBe(4500);
    expect(within.overLimit).toBe(false);
    expect(checkMenuPaths(menu, [], { maxSecondsToAgent: 4 }).overLimit).toBe(true);
    expect(checkMenuPaths(menu, [], { maxSecondsToAgent: null }).overLimit).toBe(false);
  });

  it('has no path to an agent in a menu without a queue', () => {
    const noQueue = menuOf('A', [talkNode('A')], [keyOf('a1', 'A', '1', hangUp)]);
    expect(checkMenuPaths(noQueue, [], { maxSecondsToAgent: 1 })).toMatchObject({
      longestToAgent: null,
      overLimit: false,
    });
  });
});
