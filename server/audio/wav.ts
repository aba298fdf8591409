/** What a WAV's `fmt ` chunk says, and how many bytes of its `data` chunk are really there. */
export interface WavLayout {
  channels: number;
  sampleRate: number;
  /** Bytes of audio per second (fmt `nAvgBytesPerSec`): PCM, extensible and compressed alike. */
  byteRate: number;
  /** Null when no `data` chunk follows the `fmt ` chunk in the bytes given. */
  dataBytes: number | null;
}

const as = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Walks the RIFF/WAVE chunk list (word-aligned chunks; `LIST`, `fact` or any other may come first) up to
 * the `data` chunk. Null when the bytes are not RIFF/WAVE or hold no complete 16-byte `fmt ` chunk before
 * they end. The `data` size is capped at the bytes present: a streaming writer may leave it unset or too
 * large, and a truncated upload holds less than it says.
 */
export function readWavLayout(content: Uint8Array): WavLayout | null {
  const bytes = as(content);
  if (bytes.length < 12) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return null;
  let format: Omit<WavLayout, 'dataBytes'> | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return null;
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        byteRate: bytes.readUInt32LE(body + 8),
      };
    }
    if (id === 'data' && format) return { ...format, dataBytes: Math.min(size, bytes.length - body) };
    offset = body + size + (size % 2);
  }
  return format ? { ...format, dataBytes: null } : null;
}

/** Length of a WAV in milliseconds from its byte rate and the data present; null when either is missing. */
export function wavDurationMs(content: Uint8Array): number | null {
  const layout = readWavLayout(content);
  if (!layout || layout.dataBytes === null || layout.byteRate === 0) return null;
  return Math.round((layout.dataBytes * 1000) / layout.byteRate);
}
