import { z } from 'zod';
import { BULK_MAX_ITEMS } from './bulk-results';
import { phoneNumberSchema } from '../phone-number-schemas';
import { flag } from './field-rules';

/** A caller's number that is refused in IVR menus and/or queues. */
export const blacklistedNumberSchema = z.object({
  id: z.string(),
  /** In the normalized form (`84…`, or digits with the country code) since numbers are stored so. */
  number: z.string(),
  ivrBlocked: z.boolean(),
  queueBlocked: z.boolean(),
});
export type BlacklistedNumber = z.infer<typeof blacklistedNumberSchema>;

const BLOCKS_NOTHING = 'Choose where the number is blocked: in IVR, in queues or both';

/** An entry that blocks neither in IVR nor in queues would block nothing while saying it is blocked. */
function blockSomewhere(input: { ivrBlocked?: boolean; queueBlocked?: boolean }, ctx: z.RefinementCtx) {
  if (input.ivrBlocked === false && input.queueBlocked === false) {
    ctx.addIssue({ code: 'custom', path: ['ivrBlocked'], message: BLOCKS_NOTHING });
  }
}

/**
 * The service requires the number on update too; the blocks left out keep their current value. The
 * number is stored normalized (any spelling → `84…`), so one caller is one entry.
 */
export const blacklistedNumberInputSchema = z
  .object({
    number: phoneNumberSchema('Number'),
    ivrBlocked: flag('Block in IVR').optional(),
    queueBlocked: flag('Block in queue').optional(),
  })
  .superRefine(blockSomewhere);
export type BlacklistedNumberInput = z.infer<typeof blacklistedNumberInputSchema>;

/** Many numbers blacklisted at once, with the same blocks; each number is checked like a single one. */
export const bulkBlacklistInputSchema = z
  .object({
    numbers: z
      .array(phoneNumberSchema('Number'), { error: 'Numbers must be a list' })
      .min(1, 'Give at least one number')
      .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} numbers at once`),
    ivrBlocked: flag('Block in IVR').optional(),
    queueBlocked: flag('Block in queue').optional(),
  })
  .superRefine(blockSomewhere);
export type BulkBlacklistInput = z.infer<typeof bulkBlacklistInputSchema>;
