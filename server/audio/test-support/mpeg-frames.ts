/**
 * MP3 content for tests, made of Layer III frames of silence: a frame whose side information is all zero
 * decodes to silence, so these play (and last) as long as their frames say.
 */

type Version = 'mpeg1' | 'mpeg2';
const RATE_INDEX: Record<Version, Record<number, number>> = {
  mpeg1: { 44_100: 0, 48_000: 1, 32_000: 2 },
  mpeg2: { 22_050: 0, 24_000: 1, 16_000: 2 },
};
const BITRATE_INDEX: Record<Version, Record<number, number>> = {
  mpeg1: { 32: 1, 64: 5, 128: 9, 192: 11, 320: 14 },
  mpeg2: { 8: 1, 32: 4, 64: 8, 160: 14 },
};

/** One Layer III frame of silence; `tag` is written where a Xing/Info or VBRI summary goes. */
export function frame(
  version: Version,
  kbps: number,
  sampleRate: number,
  mono = false,
  tag?: 'Xing' | 'VBRI',
): Buffer {
  const bitrateIndex = BITRATE_INDEX[version][kbps];
  const rateIndex = RATE_INDEX[version][sampleRate];
  if (bitrateIndex === undefined || rateIndex === undefined) throw new Error('no such frame');
  const mpeg1 = version === 'mpeg1';
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate);
  const bytes = Buffer.alloc(length);
  bytes.set([0xff, mpeg1 ? 0xfb : 0xf3, (bitrateIndex << 4) | (rateIndex << 2), mono ? 0xc0 : 0x00]);
  if (tag === 'Xing') {
    const at = 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
    bytes.write('Xing', at, 'latin1');
    bytes.writeUInt32BE(0b11, at + 4); // frame count and byte count present
  }
  if (tag === 'VBRI') bytes.write('VBRI', 36, 'latin1');
  return bytes;
}

/** A constant 128 kbit/s, 44.1 kHz stereo MP3 of silence lasting about `seconds` (whole frames). */
export function silentMp3(seconds: number): Buffer {
  const count = Math.round((seconds * 44_100) / 1152);
  return Buffer.concat(Array.from({ length: count }, () => frame('mpeg1', 128, 44_100)));
}
