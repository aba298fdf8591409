import { firstFrameOffset, readFrameHeader, type FrameHeader } from './mpeg-frame';

const as = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Length of an MP3 in milliseconds: every complete frame counted, each adding its samples at its own rate,
 * so constant and variable bitrates alike come out right without trusting a header, and a truncated upload
 * counts only what it holds. A first frame carrying a Xing, Info or VBRI tag is the encoder's summary, not
 * audio, and is left out. Counting stops at the first bytes that are no frame (an ID3v1 or APE tag, or
 * damage). Null when no frame is found.
 */
export function mp3DurationMs(content: Uint8Array): number | null {
  const bytes = as(content);
  const first = firstFrameOffset(bytes);
  if (first === null) return null;
  let seconds = 0;
  let offset = first;
  for (let header = readFrameHeader(bytes, offset); header; header = readFrameHeader(bytes, offset)) {
    if (offset + header.lengthBytes > bytes.length) break;
    if (offset !== first || !isSummaryFrame(bytes, offset, header)) {
      seconds += header.samplesPerFrame / header.sampleRate;
    }
    offset += header.lengthBytes;
  }
  return Math.round(seconds * 1000);
}

/** LAME's Xing (variable) or Info (constant) tag after the side information, or Fraunhofer's VBRI at 32. */
function isSummaryFrame(bytes: Buffer, offset: number, header: FrameHeader): boolean {
  const tagAt = offset + 4 + header.sideInfoBytes;
  const tag = bytes.toString('latin1', tagAt, tagAt + 4);
  return tag === 'Xing' || tag === 'Info' || bytes.toString('latin1', offset + 36, offset + 40) === 'VBRI';
}
