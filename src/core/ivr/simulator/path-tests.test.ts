import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IVR_KEYS } from '../../api/ivr-keypresses';
import { reachableFromRoot } from '../graph/menu-graph';
import { cleanMenu, goTo, hangUp, keyOf, menuOf, talkNode } from '../test-support/menu-builders';
import { liveMenuArbitrary } from '../test-support/menu-arbitraries';
import { generatePathTests } from './path-tests';
import { runPathTest } from './run-path-test';

describe('generatePathTests', () => {
  it('writes one test per key of the clean menu, each passing on the simulator', () => {
    const menu = cleanMenu();
    const { tests, uncoverable } = generatePathTests(menu);
    expect(uncoverable).toEqual([]);
    expect(tests.map((test) => test.keyId)).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8']);
    expect(tests.find((test) => test.keyId === 'K5')).toEqual({
      nodeId: 'N2',
      keyId: 'K5',
      key: '1',
      walk: [
        { nodeId: 'N1', input: '2' },
        { nodeId: 'N2', input: '1' },
      ],
      expected: { kind: 'forward', to: '0912345678', callerId: '02838221234' },
    });
    // INVALID_KEY of N1 is triggered by the first key without entry, and leads back to N1, then out.
    expect(tests.find((test) => test.keyId === 'K4')?.walk).toEqual([
      { nodeId: 'N1', input: '0' },
      { nodeId: 'N1', input: '1' },
    ]);
    for (const test of tests) expect(runPathTest(menu, test)).toMatchObject({ passed: true });
  });

  it('leaves a part of the menu with no way out by hanging up', () => {
    const menu = menuOf(
      'A',
      [talkNode('A'), talkNode('B')],
      [keyOf('k1', 'A', '1', goTo('B')), keyOf('k2', 'B', '1', goTo('A'))],
    );
    const { tests } = generatePathTests(menu);
    expect(tests[0]).toMatchObject({
      walk: [
        { nodeId: 'A', input: '1' },
        { nodeId: 'B', input: 'hangUp' },
      ],
      expected: { kind: 'noAction', reason: 'callerHungUp' },
    });
    for (const test of tests) expect(runPathTest(menu, test).passed).toBe(true);
  });

  it('reports an INVALID_KEY no caller can trigger', () => {
    const keys = IVR_KEYS.map((value, index) => keyOf(`k${index}`, 'A', value, hangUp));
    const { tests, uncoverable } = generatePathTests(menuOf('A', [talkNode('A')], keys));
    expect(tests).toHaveLength(13);
    expect(uncoverable).toEqual([{ nodeId: 'A', keyId: 'k13', reason: 'noFreeKey' }]);
  });

  it('fails a test whose expectation the menu does not meet', () => {
    const menu = cleanMenu();
    const test = generatePathTests(menu).tests[0]!;
    expect(runPathTest(menu, { ...test, expected: { kind: 'hangup' } }).passed).toBe(false);
  });

  it('covers every key of every reachable node on random menus, and every test passes', () => {
    fc.assert(
      fc.property(liveMenuArbitrary, (menu) => {
        const { tests, uncoverable } = generatePathTests(menu);
        const followed = new Set<string>();
        for (const test of tests) {
          const result = runPathTest(menu, test);
          expect(result.passed).toBe(true);
          result.followedKeyIds.forEach((keyId) => followed.add(keyId));
        }
        const reachable = reachableFromRoot(menu);
        const skipped = new Set(uncoverable.map((entry) => entry.keyId));
        const branches = menu.keys.filter((key) => reachable.has(key.nodeId) && !skipped.has(key.id));
        expect(branches.filter((key) => !followed.has(key.id))).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });
});
