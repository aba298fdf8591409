import { describe, expect, it } from 'vitest';
import { audioDurationMs } from './duration';
import { sniffAudio } from './sniff';
import { frame } from './test-support/mpeg-frames';
import { toneWav } from './tone-wav';

// Real files, generated here: WAV as the chunks say, MP3 as frames of silence (a frame whose side
// information is all zero decodes to silence), each with the length a player would show.

const PCM_GUID = Buffer.from('0100000000001000800000aa00389b71', 'hex');

interface WavSpec {
  extensible?: boolean;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  seconds: number;
  /** Chunks written between `WAVE` and `fmt ` (LIST, fact…). */
  before?: Buffer[];
}

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

function wav({
  extensible = false,
  channels,
  sampleRate,
  bitsPerSample,
  seconds,
  before = [],
}: WavSpec): Buffer {
  const blockAlign = (channels * bitsPerSample) / 8;
  const fmt = Buffer.alloc(extensible ? 40 : 16);
  fmt.writeUInt16LE(extensible ? 0xfffe : 1, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * blockAlign, 8);
  fmt.writeUInt16LE(blockAlign, 12);
  fmt.writeUInt16LE(bitsPerSample, 14);
  if (extensible) {
    fmt.writeUInt16LE(22, 16); // cbSize
    fmt.writeUInt16LE(bitsPerSample, 18); // valid bits
    fmt.writeUInt32LE(channels === 2 ? 0b11 : 0b100, 20); // speaker positions
    PCM_GUID.copy(fmt, 24);
  }
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    ...before,
    chunk('fmt ', fmt),
    chunk('data', Buffer.alloc(Math.round(seconds * sampleRate) * blockAlign)),
  ]);
  return chunk('RIFF', body);
}

const listInfo = chunk('LIST', Buffer.from('INFOINAM\x07\x00\x00\x00Chào\x00', 'latin1'));

const frames = (count: number, make: () => Buffer) => Array.from({ length: count }, make);

function id3v2(payloadBytes: number): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  header[8] = (payloadBytes >> 7) & 0x7f;
  header[9] = payloadBytes & 0x7f;
  const title = Buffer.concat([
    Buffer.from('TIT2'),
    Buffer.from([0, 0, 0, 6, 0, 0, 3]),
    Buffer.from('Hello'),
  ]);
  return Buffer.concat([header, title, Buffer.alloc(payloadBytes - title.length)]);
}
const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);

const pcm = wav({ channels: 1, sampleRate: 8000, bitsPerSample: 16, seconds: 2.5 });
const cbr = Buffer.concat(frames(100, () => frame('mpeg1', 128, 44_100)));
const vbrFrames = [
  ...frames(40, () => frame('mpeg1', 64, 44_100)),
  ...frames(30, () => frame('mpeg1', 320, 44_100)),
  ...frames(30, () => frame('mpeg1', 128, 44_100)),
];

describe('WAV and MP3 content: kind and length', () => {
  it.each([
    ['16-bit mono PCM WAV (the seed greetings)', toneWav({ seconds: 1.5, frequencies: [440] }), 'wav', 1500],
    ['16-bit mono PCM WAV, 8 kHz', pcm, 'wav', 2500],
    [
      'stereo 24-bit WAVE_FORMAT_EXTENSIBLE, 48 kHz',
      wav({ extensible: true, channels: 2, sampleRate: 48_000, bitsPerSample: 24, seconds: 0.75 }),
      'wav',
      750,
    ],
    [
      'WAV with LIST and fact chunks before fmt',
      wav({
        channels: 1,
        sampleRate: 16_000,
        bitsPerSample: 16,
        seconds: 1.25,
        before: [listInfo, chunk('fact', Buffer.alloc(4))],
      }),
      'wav',
      1250,
    ],
    ['WAV cut inside its data chunk (counts what is there)', pcm.subarray(0, 44 + 8000), 'wav', 500],
    ['WAV cut right after fmt (no data yet)', pcm.subarray(0, 36), 'wav', null],
    ['MP3, constant 128 kbit/s, 44.1 kHz', cbr, 'mp3', 2612],
    [
      'MP3 with an ID3v2.4 tag before and an ID3v1 tag after',
      Buffer.concat([id3v2(600), cbr, id3v1]),
      'mp3',
      2612,
    ],
    [
      'VBR MP3 (64–320 kbit/s) led by a Xing frame, which is no audio',
      Buffer.concat([frame('mpeg1', 128, 44_100, false, 'Xing'), ...vbrFrames]),
      'mp3',
      2612,
    ],
    [
      'VBR MP3 led by a VBRI frame, after an ID3v2 tag',
      Buffer.concat([id3v2(300), frame('mpeg1', 128, 44_100, false, 'VBRI'), ...vbrFrames]),
      'mp3',
      2612,
    ],
    [
      'mono MPEG-2 MP3, 16 kHz, Xing frame first',
      Buffer.concat([
        frame('mpeg2', 32, 16_000, true, 'Xing'),
        ...frames(50, () => frame('mpeg2', 32, 16_000, true)),
      ]),
      'mp3',
      1800,
    ],
    ['MP3 cut inside its 51st frame (50 whole frames)', cbr.subarray(0, 50 * 417 + 200), 'mp3', 1306],
  ])('%s', (_case, content, kind, durationMs) => {
    expect(sniffAudio(content)?.kind).toBe(kind);
    expect(audioDurationMs(content)).toBe(durationMs);
  });

  it.each([
    ['a RIFF header cut before fmt', pcm.subarray(0, 20)],
    ['an ID3 tag cut before any frame', Buffer.concat([id3v2(600), cbr]).subarray(0, 400)],
    ['text', Buffer.from('not audio, whatever the file is called.mp3')],
    ['nothing', Buffer.alloc(0)],
  ])('%s is neither, and has no length', (_case, content) => {
    expect(sniffAudio(content)).toBeNull();
    expect(audioDurationMs(content)).toBeNull();
  });
});
