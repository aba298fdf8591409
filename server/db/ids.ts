import { randomBytes } from 'node:crypto';

let lastMs = -1;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562): random, yet ordered by creation time, so it also serves as a sort key. Within one
 * millisecond a 12-bit counter (started at a random value below 2^11) keeps ids from one process in order.
 */
export function newId(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    sequence = randomBytes(2).readUInt16BE() & 0x7ff;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
