import type { IvrMenu } from '../ivr-menu';
import { estimatePathTimes, type PathTimeOptions } from './path-times';
import { generatePathTests, type PathTest, type UncoverableKey } from './path-tests';
import { runPathTest, runSavedTest, type PathTestResult, type SavedTestCase } from './run-path-test';

export type GeneratedCheck = {
  test: PathTest;
  result: PathTestResult;
  /** The path ends with none of the menu's actions: a key to nowhere, or a part with no way out. */
  deadEnd: boolean;
  /** Nodes the caller passes through (the root included). */
  depth: number;
  /** Estimated time from the start of the call to its end along this path. */
  ms: number;
  exact: boolean;
};

export type SavedCheck<T extends SavedTestCase> = { test: T; result: PathTestResult };

export type MenuPathCheck<T extends SavedTestCase> = {
  generated: GeneratedCheck[];
  saved: SavedCheck<T>[];
  uncoverable: UncoverableKey[];
  /** Keys of the menu that no test, generated or saved, followed. */
  uncoveredKeyIds: string[];
  passed: number;
  failed: number;
  /** The slowest generated path that ends in a queue (where an agent answers). */
  longestToAgent: GeneratedCheck | null;
  /** True when longestToAgent takes longer than the limit given. */
  overLimit: boolean;
};

export type MenuPathCheckOptions = PathTimeOptions & { maxSecondsToAgent?: number | null };

/**
 * Everything the simulator's path tests and the publish dialog show about a menu: the generated tests
 * (one per key a caller can reach, each failing when the simulator disagrees with the menu's structure or
 * when the path is a dead end), the supervisor's saved tests, which keys no test reaches, and the
 * caller-experience figures (depth, time to the outcome, the longest wait for an agent against a limit).
 */
export function checkMenuPaths<T extends SavedTestCase>(
  menu: IvrMenu,
  savedTests: readonly T[],
  options: MenuPathCheckOptions = {},
): MenuPathCheck<T> {
  const suite = generatePathTests(menu);
  const times = estimatePathTimes(menu, options, suite);
  const generated = suite.tests.map((test, index): GeneratedCheck => {
    const result = runPathTest(menu, test);
    const deadEnd = test.expected.kind === 'noAction';
    return {
      test,
      result: { ...result, passed: result.passed && !deadEnd },
      deadEnd,
      depth: new Set(test.walk.map((step) => step.nodeId)).size,
      ms: times[index]!.ms,
      exact: times[index]!.exact,
    };
  });
  const saved = savedTests.map((test) => ({ test, result: runSavedTest(menu, test) }));
  const results = [...generated, ...saved].map((check) => check.result);
  const followed = new Set(results.flatMap((result) => result.followedKeyIds));
  const longestToAgent = generated
    .filter((check) => check.test.expected.kind === 'queue')
    .reduce<GeneratedCheck | null>(
      (slowest, check) => (slowest && slowest.ms >= check.ms ? slowest : check),
      null,
    );
  const limit = options.maxSecondsToAgent;
  return {
    generated,
    saved,
    uncoverable: suite.uncoverable,
    uncoveredKeyIds: menu.keys.filter((key) => !followed.has(key.id)).map((key) => key.id),
    passed: results.filter((result) => result.passed).length,
    failed: results.filter((result) => !result.passed).length,
    longestToAgent,
    overLimit: longestToAgent !== null && limit != null && longestToAgent.ms > limit * 1000,
  };
}
