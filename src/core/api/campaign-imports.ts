import { z } from 'zod';
import { campaignIdSchema } from './campaigns';

/** A paste or a file of a whole contact list; the job sends it in batches of 500. */
export const CAMPAIGN_IMPORT_MAX_PHONES = 100_000;

export const createImportSchema = z.object({
  phones: z
    .array(
      z
        .string({ error: 'Each phone number must be text' })
        .max(100, 'A phone number is at most 100 characters'),
      {
        error: 'Phones is a list of phone numbers',
      },
    )
    .min(1, 'Add at least one phone number')
    .max(CAMPAIGN_IMPORT_MAX_PHONES, `At most ${CAMPAIGN_IMPORT_MAX_PHONES} phone numbers per import`),
});

export const importCreatedSchema = z.object({ jobId: z.string() });

export const importStatusSchema = z.enum(['queued', 'running', 'paused', 'cancelled', 'failed', 'done']);

export const importProgressSchema = z.object({
  jobId: z.string(),
  campaignId: z.string(),
  status: importStatusSchema,
  /** Numbers submitted, invalid and repeated ones included. */
  total: z.number().int(),
  /** Distinct valid numbers: what is sent. */
  valid: z.number().int(),
  /** Valid numbers the service has answered for. */
  sent: z.number().int(),
  added: z.number().int(),
  /** Already in the campaign. */
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** Repeats of a number earlier in the list (in any writing); sent once. */
  duplicates: z.number().int(),
  batches: z.object({ done: z.number().int(), total: z.number().int() }),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importListQuerySchema = z.object({
  campaignId: campaignIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const importListSchema = z.object({ items: z.array(importProgressSchema) });

/** An import job named in a path. */
export const importJobIdSchema = z.uuid('Not an import id');
