import { NEW_ID_PREFIX } from '@/core/ivr/ivr-menu';

/** A local id for a node or key made in the draft; the service gives the real one on publish. */
export function newId(): string {
  return `${NEW_ID_PREFIX}${crypto.randomUUID()}`;
}
