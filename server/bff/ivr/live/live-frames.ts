import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';
import { LIVE_MESSAGE, type LiveNotice } from '@/core/api/ivr-draft-live';

/** Frames as y-websocket frames them: a varint message type, then the protocol's own message. */

export function syncStep1Frame(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

export function syncStep2Frame(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
  syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

export function updateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function awarenessFrame(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  return awarenessUpdateFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
}

export function awarenessUpdateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.awareness);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function noticeFrame(notice: LiveNotice): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE.notice);
  encoding.writeVarString(encoder, JSON.stringify(notice));
  return encoding.toUint8Array(encoder);
}
