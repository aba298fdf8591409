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

/**
 * Why an import failed, for the console to act on: `campaign_not_found` is the service's r=3 (no such
 * campaign in the account; the service has no campaign lookup to check beforehand), `service_refused`
 * another refusal, `service_unavailable` the service kept failing, `service_contract` an answer of an
 * unexpected shape, `unexpected` anything else.
 */
export const importErrorCodeSchema = z.enum([
  'campaign_not_found',
  'service_refused',
  'service_unavailable',
  'service_contract',
  'unexpected',
]);
export type ImportErrorCode = z.infer<typeof importErrorCodeSchema>;

/** Failures a resume cannot mend: sending the same batch again gets the same refusal. */
export const UNRESUMABLE_IMPORT_ERRORS: readonly ImportErrorCode[] = ['campaign_not_found'];

/** A paused import resumes; a failed one too, unless it failed in a way resuming cannot change. */
export function canResumeImport(job: {
  status: z.infer<typeof importStatusSchema>;
  errorCode?: ImportErrorCode;
}) {
  if (job.status === 'paused') return true;
  return (
    job.status === 'failed' &&
    (job.errorCode === undefined || !UNRESUMABLE_IMPORT_ERRORS.includes(job.errorCode))
  );
}

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
  errorCode: importErrorCodeSchema.optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importListQuerySchema = z.object({
  campaignId: campaignIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const importListSchema = z.object({ items: z.array(importProgressSchema) });

/** An import job named in a path. */
export const importJobIdSchema = z.uuid('Not an import id');
