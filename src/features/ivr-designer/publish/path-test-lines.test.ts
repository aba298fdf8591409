import { describe, expect, it } from 'vitest';
import { checkMenuPaths, type MenuPathCheck } from '@/core/ivr/simulator/check-menu-paths';
import { goTo, keyOf, menuOf, talkNode, toQueue } from '@/core/ivr/test-support/menu-builders';
import type { SavedCase } from '../simulator/saved-case';
import { pathTestLines } from './path-test-lines';

// Root A: 1 → queue Q, 2 → B (which only loops to itself), 3 → a node that is gone.
const menu = menuOf(
  'A',
  [talkNode('A'), talkNode('B')],
  [
    keyOf('a1', 'A', '1', toQueue('Q')),
    keyOf('a2', 'A', '2', goTo('B')),
    keyOf('a3', 'A', '3', goTo('Gone')),
    keyOf('b1', 'B', '1', goTo('B')),
  ],
);

const saved = (id: string, inputs: SavedCase['inputs'], expected: SavedCase['expected']) => ({
  id,
  name: `Test ${id}`,
  inputs,
  expected,
});

describe('pathTestLines', () => {
  it('lists the saved tests first by name, then the generated ones by node and key, each failure with its reason', () => {
    const check = checkMenuPaths(menu, [
      saved('s1', ['1'], { kind: 'queue', queueId: 'Q' }),
      saved('s2', ['1'], { kind: 'hangup' }),
      saved('s3', ['2', '1'], { kind: 'hangup' }),
      saved('s4', ['1', '2', '2'], { kind: 'queue', queueId: 'Q' }),
    ]);
    expect(pathTestLines(check)).toEqual([
      {
        id: 'saved:s1',
        subject: { kind: 'saved', name: 'Test s1' },
        passed: true,
        outcome: { kind: 'queue', queueId: 'Q' },
        failure: null,
      },
      {
        id: 'saved:s2',
        subject: { kind: 'saved', name: 'Test s2' },
        passed: false,
        outcome: { kind: 'queue', queueId: 'Q' },
        failure: { kind: 'otherEnd', expected: { kind: 'hangup' }, actual: { kind: 'queue', queueId: 'Q' } },
      },
      {
        id: 'saved:s3',
        subject: { kind: 'saved', name: 'Test s3' },
        passed: false,
        outcome: null,
        failure: { kind: 'unfinished', expected: { kind: 'hangup' }, atNodeId: 'B' },
      },
      {
        id: 'saved:s4',
        subject: { kind: 'saved', name: 'Test s4' },
        passed: false,
        outcome: { kind: 'queue', queueId: 'Q' },
        failure: {
          kind: 'endedEarly',
          expected: { kind: 'queue', queueId: 'Q' },
          actual: { kind: 'queue', queueId: 'Q' },
          inputsLeft: 2,
        },
      },
      expect.objectContaining({
        id: 'generated:a1',
        subject: { kind: 'generated', nodeId: 'A', key: '1' },
        passed: true,
        failure: null,
      }),
      expect.objectContaining({
        id: 'generated:a2',
        passed: false,
        failure: { kind: 'deadEnd', reason: 'callerHungUp' },
      }),
      expect.objectContaining({
        id: 'generated:a3',
        passed: false,
        failure: { kind: 'deadEnd', reason: 'targetMissing' },
      }),
      expect.objectContaining({
        id: 'generated:b1',
        subject: { kind: 'generated', nodeId: 'B', key: '1' },
        failure: { kind: 'deadEnd', reason: 'callerHungUp' },
      }),
    ]);
  });

  it('says a generated call that ended as expected through other nodes went another way', () => {
    const check = checkMenuPaths(menu, []);
    const a1 = check.generated.find((entry) => entry.test.keyId === 'a1')!;
    const disagreeing: MenuPathCheck<SavedCase> = {
      ...check,
      saved: [],
      generated: [{ ...a1, result: { ...a1.result, passed: false, visitedNodeIds: ['A', 'B'] } }],
    };
    expect(pathTestLines(disagreeing)[0]?.failure).toEqual({
      kind: 'otherWay',
      expected: { kind: 'queue', queueId: 'Q' },
      visitedNodeIds: ['A', 'B'],
    });
  });
});
