import type { ImportErrorCode } from '@/core/api/campaign-imports';
import type { JobRow } from '../../db/tables/jobs';
import type { CampaignsClient } from '../upstream/campaigns-client';
import { ServiceContractError, ServiceError, ServiceUnavailableError } from '../upstream/errors';
import { LeaseLostError, type BatchStore } from './batch-store';
import { pause, randomBetween } from './pause';
import { retryDelayMs, type JobRunnerSettings } from './runner-settings';

export type AddByPhones = Pick<CampaignsClient, 'addByPhones'>;

export type ImportRun = {
  job: JobRow;
  batches: BatchStore;
  campaigns: AddByPhones;
  settings: JobRunnerSettings;
  /** Fires when the runner stops or the lease is lost: stop before the next request. */
  signal: AbortSignal;
  log: (message: string, error?: unknown) => void;
};

/** `ended`: the job reached a final state; `stopped`: it is left for this or another instance to resume. */
export type ImportRunOutcome = 'ended' | 'stopped';

/**
 * Sends a job's unanswered batches one after the other, recording each answer before the next request.
 * A restart therefore resumes with the first unanswered batch: a recorded batch is never sent again and
 * none is skipped.
 */
export async function runImport(run: ImportRun): Promise<ImportRunOutcome> {
  const { job, batches, settings, signal } = run;
  let failuresInARow = 0;
  for (;;) {
    if (signal.aborted) return 'stopped';
    const batch = await batches.nextPending(job.id);
    if (!batch) {
      await batches.finish(job.id, { status: 'done' });
      return 'ended';
    }
    await batches.markAttempt(job.id, batch.index);
    let answer;
    try {
      // Should this process die while the request is in flight, the batch stays pending and the next lease
      // holder sends it again. That is safe: add-by-phones is idempotent, numbers already added come back
      // as skipped (so such a batch may count as skipped what its first attempt added).
      answer = await run.campaigns.addByPhones(job.campaign_id, batch.phones);
    } catch (error) {
      if (error instanceof ServiceUnavailableError && failuresInARow < settings.retry.maxAttempts) {
        failuresInARow += 1;
        await batches.noteTransientFailure(job.id, batch.index, error.message);
        await pause(retryDelayMs(settings.retry, failuresInARow, error.retryAfterSeconds), signal);
        continue;
      }
      if (!(error instanceof ServiceError)) run.log(`campaign import ${job.id} failed`, error);
      await batches.finish(job.id, {
        status: 'failed',
        error: failureMessage(error),
        errorCode: failureCode(error),
      });
      return 'ended';
    }
    failuresInARow = 0;
    let status: string;
    try {
      status = await batches.recordAnswer(job.id, batch, answer);
    } catch (error) {
      if (error instanceof LeaseLostError) return 'stopped';
      throw error;
    }
    if (status !== 'running') return 'ended';
    if (batch.index < job.batches_total - 1) {
      await pause(randomBetween(settings.batchDelayMs.min, settings.batchDelayMs.max), signal);
    }
  }
}

/** The service's r=3 on adding contacts: no such campaign in the account. */
const CAMPAIGN_NOT_FOUND = 3;

/** Why the job failed, as the code the console acts on (no resume for an unknown campaign). */
function failureCode(error: unknown): ImportErrorCode {
  if (error instanceof ServiceError)
    return error.r === CAMPAIGN_NOT_FOUND ? 'campaign_not_found' : 'service_refused';
  if (error instanceof ServiceUnavailableError) return 'service_unavailable';
  if (error instanceof ServiceContractError) return 'service_contract';
  return 'unexpected';
}

/** What the user reads on a failed job: the service's own words for a refusal (e.g. r=3, no campaign). */
function failureMessage(error: unknown): string {
  if (error instanceof ServiceError) return error.message;
  if (error instanceof ServiceUnavailableError)
    return 'The contact-center service kept failing; the numbers not yet sent were not imported.';
  if (error instanceof ServiceContractError)
    return 'The contact-center service answered in an unexpected way.';
  return 'The import stopped on an unexpected error.';
}
