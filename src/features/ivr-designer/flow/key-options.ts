import { IVR_KEYS } from '@/core/api/ivr-keypresses';
import type { IvrKey } from '@/core/api/ivr-keypresses';

/** Options of a key picker, worded for people; keys the node already handles are marked. */
export function keyOptions(label: (key: string) => string, used: ReadonlySet<string>, usedMark: string) {
  return IVR_KEYS.map((key: IvrKey) => ({
    value: key,
    label: used.has(key) ? `${label(key)} (${usedMark})` : label(key),
  }));
}
