import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { talkNode } from '@/core/ivr/test-support/menu-builders';
import { speechRateOf } from '@/core/ivr/simulator/path-times';
import { audiblePlayer, type PlayPromptEffect } from './prompt-player';

/** A speech engine that speaks nothing: the test fires an utterance's end or error itself. */
class FakeUtterance {
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const synthesis = { speak: vi.fn<(utterance: FakeUtterance) => void>(), cancel: vi.fn() };
const lastUtterance = () => synthesis.speak.mock.lastCall?.[0];

// 30 characters at 15 a second: the prompt is heard for 2 s.
const node = talkNode('A', { playContent: 'x'.repeat(30) });
const prompt: PlayPromptEffect = {
  type: 'playPrompt',
  nodeId: 'A',
  playMode: 'talk',
  content: node.playContent,
  voice: node.voice,
  speed: 0,
  loop: 1,
  loopCount: 1,
  replay: 0,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  synthesis.speak.mockClear();
  synthesis.cancel.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('audiblePlayer speaking a talk prompt', () => {
  it('speaks the text in Vietnamese at the mapped rate and ends when the speech ends', () => {
    const onEnd = vi.fn();
    audiblePlayer([])({ ...prompt, speed: 2 }, node, onEnd);
    expect(lastUtterance()).toMatchObject({ text: node.playContent, lang: 'vi-VN', rate: speechRateOf(2) });
    expect(onEnd).not.toHaveBeenCalled();
    lastUtterance()?.onend?.();
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('lasts as long as the text would be heard when the browser cannot voice it', () => {
    const onEnd = vi.fn();
    audiblePlayer([])(prompt, node, onEnd);
    lastUtterance()?.onerror?.();
    vi.advanceTimersByTime(1999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('once stopped, neither the cancelled speech nor the stand-in timer ends it', () => {
    const onEnd = vi.fn();
    const stop = audiblePlayer([])(prompt, node, onEnd);
    lastUtterance()?.onerror?.();
    stop();
    expect(synthesis.cancel).toHaveBeenCalled();
    lastUtterance()?.onerror?.();
    lastUtterance()?.onend?.();
    vi.advanceTimersByTime(10_000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('speechRateOf', () => {
  it('maps the service speed -3..3 around the browser’s normal rate 1', () => {
    expect(speechRateOf(0)).toBe(1);
    expect(speechRateOf(2)).toBeCloseTo(1.4);
    expect(speechRateOf(-3)).toBeCloseTo(0.4);
  });
});
