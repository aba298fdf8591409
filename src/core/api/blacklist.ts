import { z } from 'zod';
import { BULK_MAX_ITEMS } from './bulk-results';
import { flag, phoneLikeText } from './field-rules';

/** A caller's number that is refused in IVR menus and/or queues. */
export const blacklistedNumberSchema = z.object({
  id: z.string(),
  /** As it was entered (any country). */
  number: z.string(),
  ivrBlocked: z.boolean(),
  queueBlocked: z.boolean(),
});
export type BlacklistedNumber = z.infer<typeof blacklistedNumberSchema>;

/** The service requires the number on update too; the blocks left out keep their current value. */
export const blacklistedNumberInputSchema = z.object({
  number: phoneLikeText('Number'),
  ivrBlocked: flag('Block in IVR').optional(),
  queueBlocked: flag('Block in queue').optional(),
});
export type BlacklistedNumberInput = z.infer<typeof blacklistedNumberInputSchema>;

/** Many numbers blacklisted at once, with the same blocks; each number is checked like a single one. */
export const bulkBlacklistInputSchema = z.object({
  numbers: z
    .array(phoneLikeText('Number'), { error: 'Numbers must be a list' })
    .min(1, 'Give at least one number')
    .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} numbers at once`),
  ivrBlocked: flag('Block in IVR').optional(),
  queueBlocked: flag('Block in queue').optional(),
});
export type BulkBlacklistInput = z.infer<typeof bulkBlacklistInputSchema>;
