import { normalizeVietnamPhone } from '@/core/phone-number';
import type { JobItemOutcome } from '../../db/tables/jobs';

/** The service recommends 500–1,000 numbers per request; the lower end keeps each request short. */
export const IMPORT_BATCH_SIZE = 500;

export type PlannedItem = {
  seq: number;
  phone: string;
  normalized: string | null;
  outcome: JobItemOutcome;
  reason: string | null;
  batchIndex: number | null;
};

export type ImportPlan = {
  items: PlannedItem[];
  /** Distinct valid numbers in 84… form, in submission order, split into requests. */
  batches: string[][];
  counts: { total: number; valid: number; invalid: number; duplicates: number };
};

/**
 * Sorts a submitted list the way the service would: invalid numbers are settled here and never sent, a
 * number written twice (in any form) is sent once, and the rest go out in batches of `batchSize`.
 */
export function planImport(phones: readonly string[], batchSize = IMPORT_BATCH_SIZE): ImportPlan {
  const items: PlannedItem[] = [];
  const batches: string[][] = [];
  const seen = new Set<string>();
  let invalid = 0;
  let duplicates = 0;
  phones.forEach((phone, seq) => {
    const normalized = normalizeVietnamPhone(phone);
    if (!normalized.ok) {
      invalid += 1;
      items.push({
        seq,
        phone,
        normalized: null,
        outcome: 'invalid',
        reason: normalized.reason,
        batchIndex: null,
      });
      return;
    }
    const digits = normalized.e164Digits;
    if (seen.has(digits)) {
      duplicates += 1;
      items.push({ seq, phone, normalized: digits, outcome: 'duplicate', reason: null, batchIndex: null });
      return;
    }
    seen.add(digits);
    const batchIndex = Math.floor((seen.size - 1) / batchSize);
    (batches[batchIndex] ??= []).push(digits);
    items.push({ seq, phone, normalized: digits, outcome: 'pending', reason: null, batchIndex });
  });
  return { items, batches, counts: { total: phones.length, valid: seen.size, invalid, duplicates } };
}
