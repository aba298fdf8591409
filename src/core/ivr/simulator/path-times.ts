import type { IvrMenu, MenuNode } from '../ivr-menu';
import { generatePathTests, type PathTest, type PathTestSuite } from './path-tests';

export type PathTimeOptions = {
  /** Length of each greeting file by its file name, when known (from the audio itself). */
  greetingDurationsMs?: Record<string, number>;
  /** Text-to-speech pace at speed 0; about 15 characters a second for Vietnamese. */
  charactersPerSecond?: number;
  /** Assumed length of a greeting file whose length is not given. */
  unknownFileMs?: number;
};

export const SPEECH_CHARACTERS_PER_SECOND = 15;
/**
 * The service's speed (−3…3) as a speech rate where 1 is normal: each step 20% faster or slower. The
 * browser's speech synthesis plays at this rate, and the time estimates read at it.
 */
export const speechRateOf = (speed: number): number => (Number.isFinite(speed) ? 1 + speed * 0.2 : 1);
export const UNKNOWN_FILE_MS = 10_000;

/** How long one play of a node's prompt lasts; `exact` is false when it is a guess. */
export function estimatePromptMs(
  node: MenuNode,
  options: PathTimeOptions = {},
): { ms: number; exact: boolean } {
  if (node.playMode === 'play') {
    const known = options.greetingDurationsMs?.[node.playContent];
    return known === undefined
      ? { ms: options.unknownFileMs ?? UNKNOWN_FILE_MS, exact: false }
      : { ms: known, exact: true };
  }
  const pace = (options.charactersPerSecond ?? SPEECH_CHARACTERS_PER_SECOND) * speechRateOf(node.speed);
  return { ms: Math.round((node.playContent.trim().length / pace) * 1000), exact: false };
}

export type PathTime = {
  test: PathTest;
  /** From the call's start to its end along the test's walk. */
  ms: number;
  /** False when a text-to-speech length or an unknown file's length was guessed. */
  exact: boolean;
};

/**
 * How long a caller spends on each path of the menu (the paths of generatePathTests): at every node, its
 * delay, its prompt played loopCount times, and the whole keypress timeout when the caller presses
 * nothing. A key (or a hang-up) is taken as coming right after the prompt.
 */
export function estimatePathTimes(
  menu: IvrMenu,
  options: PathTimeOptions = {},
  suite: PathTestSuite = generatePathTests(menu),
): PathTime[] {
  const nodes = new Map(menu.nodes.map((node) => [node.id, node]));
  return suite.tests.map((test) => {
    let ms = 0;
    let exact = true;
    for (const { nodeId, input } of test.walk) {
      const node = nodes.get(nodeId)!;
      const prompt = estimatePromptMs(node, options);
      exact &&= prompt.exact;
      ms += node.delayMs + prompt.ms * Math.max(1, node.loopCount);
      if (input === 'timeout') ms += node.keypressTimeoutSeconds * 1000;
    }
    return { test, ms, exact };
  });
}
