import { z } from 'zod';
import { importErrorCodeSchema, importJobIdSchema, type ImportProgress } from '@/core/api/campaign-imports';
import { campaignIdSchema } from '@/core/api/campaigns';
import { problemSchema } from '@/core/api/problem';
import type { JobRow } from '@server/db/tables/jobs';

/** The OpenAPI group of every import route. */
export const importTags = ['Campaign imports'];

/** 100,000 numbers of up to ~20 characters as JSON, with room to spare. */
export const IMPORT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export const campaignParams = z.object({ campaignId: campaignIdSchema });
export const jobParams = z.object({ jobId: importJobIdSchema });

const problem = (description: string) => problemSchema.check(z.describe(description));
export const importProblems = {
  400: problem('Invalid input; `errors` maps each field to its message.'),
  401: problem('No session, or it has ended.'),
  403: problem("The user's role lacks campaigns:write, or the x-csrf header is missing."),
};
export const jobProblems = { ...importProblems, 404: problem('No such import.') };

export function toImportProgress(job: JobRow): ImportProgress {
  // A code this version does not know (written by a newer one) is left out rather than failing the read.
  const errorCode = importErrorCodeSchema.safeParse(job.error_code);
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
    ...(errorCode.success ? { errorCode: errorCode.data } : {}),
  };
}
