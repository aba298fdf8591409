import { describe, expect, it } from 'vitest';
import { hangUp, keyOf, menuOf, talkNode, goTo } from '../test-support/menu-builders';
import { estimatePathTimes, estimatePromptMs } from './path-times';

describe('estimatePromptMs', () => {
  it('reads text at 15 characters a second, 20% faster per speed step', () => {
    expect(estimatePromptMs(talkNode('A', { playContent: 'x'.repeat(30) }))).toEqual({
      ms: 2000,
      exact: false,
    });
    expect(estimatePromptMs(talkNode('A', { playContent: 'x'.repeat(48), speed: 3 }))).toEqual({
      ms: 2000,
      exact: false,
    });
  });

  it('takes a known file length as exact, and guesses an unknown one', () => {
    const node = talkNode('A', { playMode: 'play', playContent: 'SID1.wav' });
    expect(estimatePromptMs(node, { greetingDurationsMs: { 'SID1.wav': 4321 } })).toEqual({
      ms: 4321,
      exact: true,
    });
    expect(estimatePromptMs(node, { unknownFileMs: 7000 })).toEqual({ ms: 7000, exact: false });
  });
});

describe('estimatePathTimes', () => {
  it('adds delays, prompts times their loop count, and the timeouts waited out', () => {
    const menu = menuOf(
      'A',
      [
        talkNode('A', {
          playMode: 'play',
          playContent: 'SID1.wav',
          delayMs: 500,
          loopCount: 2,
          keypressTimeoutSeconds: 6,
        }),
        talkNode('B', { playMode: 'play', playContent: 'SID2.wav' }),
      ],
      [keyOf('k1', 'A', 'EMPTY_KEY', goTo('B')), keyOf('k2', 'B', '1', hangUp)],
    );
    const options = { greetingDurationsMs: { 'SID1.wav': 3000, 'SID2.wav': 1000 } };
    const times = estimatePathTimes(menu, options);
    expect(times.map(({ test, ms, exact }) => [test.keyId, ms, exact])).toEqual([
      ['k1', 500 + 2 * 3000 + 6000 + 1000, true],
      ['k2', 500 + 2 * 3000 + 6000 + 1000, true],
    ]);
  });
});
