import { z } from 'zod';
import { campaignIdSchema } from '../../../../src/core/api/campaigns';
import { problemSchema } from '../../../../src/core/api/problem';
import type { JobRow } from '../../../db/tables/jobs';

/** The OpenAPI group of every import route. */
export const importTags = ['Campaign imports'];

/** A paste or a file of a whole contact list; the job sends it in batches of 500. */
export const CAMPAIGN_IMPORT_MAX_PHONES = 100_000;

/** 100,000 numbers of up to ~20 characters as JSON, with room to spare. */
export const IMPORT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export const campaignParams = z.object({ campaignId: campaignIdSchema });
export const jobParams = z.object({ jobId: z.uuid('Not an import id') });

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

const problem = (description: string) => problemSchema.describe(description);
export const importProblems = {
  400: problem('Invalid input; `errors` maps each field to its message.'),
  401: problem('No session, or it has ended.'),
  403: problem("The user's role lacks campaigns:write, or the x-csrf header is missing."),
};
export const jobProblems = { ...importProblems, 404: problem('No such import.') };

export function toImportProgress(job: JobRow): ImportProgress {
  return {
    jobId: job.id,
    campaignId: job.campaign_id,
    status: job.status,
    total: job.total,
    valid: job.valid,
    sent: job.sent,
    added: job.added,
    skipped: job.skipped,
    invalid: job.invalid,
    duplicates: job.duplicates,
    batches: { done: job.batches_done, total: job.batches_total },
    createdBy: job.created_by_name,
    createdAt: job.created_at,
    startedAt: job.started_at,
    updatedAt: job.updated_at,
    finishedAt: job.finished_at,
    ...(job.error ? { error: job.error } : {}),
  };
}
