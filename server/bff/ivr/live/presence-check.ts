import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { draftPresenceSchema } from '@/core/api/ivr-draft-live';

export type PresenceEntry = { clientId: number; clock: number; state: unknown };

/** The entries of an awareness update (y-protocols' encoding), or null when it cannot be read. */
export function readAwarenessUpdate(update: Uint8Array): PresenceEntry[] | null {
  try {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    if (count > 64) return null;
    const entries: PresenceEntry[] = [];
    for (let i = 0; i < count; i++) {
      const clientId = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
      entries.push({ clientId, clock, state });
    }
    return decoding.hasContent(decoder) ? null : entries;
  } catch {
    return null;
  }
}

export function writeAwarenessUpdate(entries: readonly PresenceEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const entry of entries) {
    encoding.writeVarUint(encoder, entry.clientId);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, JSON.stringify(entry.state));
  }
  return encoding.toUint8Array(encoder);
}

/**
 * An editor's presence as everyone will see it, or null when it is not one: a state per
 * draftPresenceSchema, about the signed-in person (their id; the name the console knows them by), or a
 * removal (null).
 */
export function presenceOf(
  state: unknown,
  user: { id: string; displayName: string },
): { ok: true; state: unknown } | { ok: false } {
  if (state === null) return { ok: true, state: null };
  const parsed = draftPresenceSchema.safeParse(state);
  if (!parsed.success || parsed.data.user.id !== user.id) return { ok: false };
  return { ok: true, state: { ...parsed.data, user: { ...parsed.data.user, name: user.displayName } } };
}
