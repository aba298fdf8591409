import { describe, expect, it } from 'vitest';
import { sniffAudio } from './sniff';
import { toneWav } from './tone-wav';

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 417-byte frames (header + silence). */
const mpeg1Frame = () => {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return frame;
};

/** MPEG-2 Layer III, 64 kbit/s, 16 kHz: 288-byte frames. */
const mpeg2Frame = () => {
  const frame = Buffer.alloc(288);
  frame.set([0xff, 0xf3, 0x88, 0xc4]);
  return frame;
};

/** An ID3v2.3 tag holding `payloadBytes` bytes of (zero) frames/padding. */
const id3Tag = (payloadBytes: number) => {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  header[8] = (payloadBytes >> 7) & 0x7f;
  header[9] = payloadBytes & 0x7f;
  return Buffer.concat([header, Buffer.alloc(payloadBytes)]);
};

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const wav = toneWav({ seconds: 0.2, frequencies: [440, 660] });

describe('sniffAudio', () => {
  it.each([
    ['a generated 8 kHz WAV', wav],
    ['a generated 44.1 kHz WAV', toneWav({ seconds: 0.1, frequencies: [1000], sampleRate: 44_100 })],
    ['a WAV with a LIST chunk before fmt', withListChunkFirst(wav)],
  ])('recognises %s as audio/wav', (_case, content) => {
    expect(sniffAudio(content)).toEqual({ kind: 'wav', mime: 'audio/wav' });
  });

  it.each([
    ['one MPEG-1 Layer III frame', mpeg1Frame()],
    ['two consecutive frames', Buffer.concat([mpeg1Frame(), mpeg1Frame()])],
    ['an MPEG-2 frame', mpeg2Frame()],
    ['an ID3v2 tag then a frame', Buffer.concat([id3Tag(200), mpeg1Frame(), mpeg1Frame()])],
    ['frames then an ID3v1 tag', Buffer.concat([mpeg1Frame(), Buffer.from('TAG'), Buffer.alloc(125)])],
    [
      'a frame inside a Uint8Array view',
      new Uint8Array(Buffer.concat([Buffer.alloc(3), mpeg1Frame()])).subarray(3),
    ],
  ])('recognises %s as audio/mpeg', (_case, content) => {
    expect(sniffAudio(content)).toEqual({ kind: 'mp3', mime: 'audio/mpeg' });
  });

  it.each([
    ['empty content', Buffer.alloc(0)],
    ['a text file (whatever its name)', Buffer.from('This is a text file named greeting.wav\n')],
    ['a PNG', png],
    ['a JPEG (0xFF then a byte without the sync bits)', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['a truncated RIFF header', Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1')],
    ['a RIFF/WAVE cut inside its fmt chunk', wav.subarray(0, 24)],
    [
      'a RIFF that is not WAVE (AVI)',
      Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00AVI ', 'latin1'), wav.subarray(12)]),
    ],
    ['a WAV whose fmt says zero channels', withZeroChannels(wav)],
    ['an ID3 tag with no audio after it', id3Tag(100)],
    ['"ID3" starting a text', Buffer.from('ID3 is a metadata container for MP3 files, as everyone knows.')],
    ['a frame sync with the reserved layer', Buffer.from([0xff, 0xf9, 0x90, 0x00, 1, 2, 3])],
    ['a Layer II frame (MP2, not MP3)', Buffer.from([0xff, 0xfd, 0x90, 0x00])],
    ['a frame with the bad bitrate index', Buffer.from([0xff, 0xfb, 0xf0, 0x00])],
    ['a frame with the reserved sample rate', Buffer.from([0xff, 0xfb, 0x9c, 0x00])],
    [
      'a valid header followed by text where the next frame should be',
      Buffer.concat([mpeg1Frame(), Buffer.from('not another frame at all')]),
    ],
  ])('refuses %s', (_case, content) => {
    expect(sniffAudio(content)).toBeNull();
  });
});

function withListChunkFirst(original: Buffer): Buffer {
  const list = Buffer.concat([
    Buffer.from('LIST', 'latin1'),
    Buffer.from([5, 0, 0, 0]),
    Buffer.from('INFOx'),
    Buffer.alloc(1),
  ]);
  const out = Buffer.concat([original.subarray(0, 12), list, original.subarray(12)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

function withZeroChannels(original: Buffer): Buffer {
  const copy = Buffer.from(original);
  copy.writeUInt16LE(0, 22);
  return copy;
}
