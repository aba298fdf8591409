import { describe, expect, test } from 'vitest';
import { detectGreetingAudio } from './audio-content';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('detectGreetingAudio', () => {
  test.each([
    ['a RIFF/WAVE header', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'wav'],
    ['an ID3 tag', bytes('ID3', [4, 0, 0]), 'mp3'],
    ['an MPEG layer III frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['a RIFF that is not WAVE (AVI)', bytes('RIFF', [0, 0, 0, 0], 'AVI '), null],
    ['an MPEG layer II frame', bytes([0xff, 0xfd, 0x90, 0x64]), null],
    ['text', bytes('hello, this is not audio'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_, content, expected) => {
    expect(detectGreetingAudio(content)).toBe(expected);
  });
});
