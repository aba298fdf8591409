/** MPEG audio Layer III (MP3) frames: their headers, the ID3v2 tag before them and the tags after them. */

export interface FrameHeader {
  /** The whole frame, header included. */
  lengthBytes: number;
  sampleRate: number;
  /** 1152 for MPEG-1, 576 for MPEG-2 and 2.5. */
  samplesPerFrame: number;
  /** Side information after the 4-byte header; a Xing/Info tag starts right after it. */
  sideInfoBytes: number;
}

// Layer III bitrates (kbit/s) by index; index 0 (free format) and 15 (bad) are refused.
const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};
const MONO = 0b11;

/** An MPEG Layer III frame header: 11 sync bits, then no reserved version/layer/bitrate/rate/emphasis. */
export function readFrameHeader(bytes: Buffer, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || b3 === undefined) return null;
  if ((b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  const padding = (b2 >> 1) & 1;
  const channelMode = b3 >> 6;
  const emphasis = b3 & 0b11;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 0b01 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  if (emphasis === 0b10) return null;
  const isMpeg1 = version === 3;
  const kbps = (isMpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[bitrateIndex] ?? 0;
  const sampleRate = rates[rateIndex] ?? 0;
  const lengthBytes = Math.floor(((isMpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  const mono = channelMode === MONO;
  const sideInfoBytes = isMpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { lengthBytes, sampleRate, samplesPerFrame: isMpeg1 ? 1152 : 576, sideInfoBytes };
}

/** End of an ID3v2 tag: version 2-4 and a syncsafe size (four bytes of 7 bits each); null when malformed. */
export function afterId3Tag(bytes: Buffer): number | null {
  const major = bytes[3] ?? 0;
  const revision = bytes[4] ?? 0;
  const flags = bytes[5] ?? 0;
  if (major < 2 || major > 4 || revision === 0xff) return null;
  const sizeBytes = [bytes[6] ?? 0, bytes[7] ?? 0, bytes[8] ?? 0, bytes[9] ?? 0];
  if (sizeBytes.some((b) => b >= 0x80)) return null;
  const size = sizeBytes.reduce((total, b) => (total << 7) | b, 0);
  const hasFooter = major === 4 && (flags & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

/** What may legitimately follow the last frame: an ID3v1 `TAG` or an APE tag. */
export function isTrailingTag(bytes: Buffer, offset: number): boolean {
  const marker = bytes.toString('latin1', offset, offset + 8);
  return marker.startsWith('TAG') || marker === 'APETAGEX';
}

/** A valid frame header; when the content goes on past this frame, the next frame must sync too. */
export function isFrameAt(bytes: Buffer, offset: number): boolean {
  const header = readFrameHeader(bytes, offset);
  if (!header) return false;
  const next = offset + header.lengthBytes;
  if (next + 4 > bytes.length) return true;
  return readFrameHeader(bytes, next) !== null || isTrailingTag(bytes, next);
}

/** How far past an ID3 tag the first MPEG frame may start (some encoders leave zero padding). */
const ID3_FRAME_SEARCH_BYTES = 4096;

/**
 * Where the first MPEG frame starts: at 0, or (after an ID3v2 tag, which alone is not audio) within
 * a few kilobytes of the tag's end. Null when there is none.
 */
export function firstFrameOffset(bytes: Buffer): number | null {
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'ID3') {
    const audioStart = afterId3Tag(bytes);
    if (audioStart === null) return null;
    const searchEnd = Math.min(bytes.length - 4, audioStart + ID3_FRAME_SEARCH_BYTES);
    for (let offset = audioStart; offset <= searchEnd; offset++) {
      if (isFrameAt(bytes, offset)) return offset;
    }
    return null;
  }
  return isFrameAt(bytes, 0) ? 0 : null;
}
