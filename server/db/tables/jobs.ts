import type { Insertable, Selectable } from 'kysely';

/** Where a job is in its life; `cancelled`, `failed` and `done` are final. */
export type JobStatus = 'queued' | 'running' | 'paused' | 'cancelled' | 'failed' | 'done';

/** What happened to one number of an import; `pending` until its batch is answered. */
export type JobItemOutcome = 'pending' | 'added' | 'skipped' | 'invalid' | 'duplicate';

/**
 * Long-running work (campaign contact imports), persisted so a restart resumes it. One BFF instance runs a
 * job at a time: the one named in `lease_owner` until `lease_expires_at`, which it renews while running.
 */
export interface JobsTable {
  id: string;
  /** `campaign-import` or `call-log-export`: the kinds of work the runner has a lane for. */
  kind: string;
  campaign_id: string;
  status: JobStatus;
  created_by: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Numbers as submitted, invalid and repeated ones included. */
  total: number;
  /** Distinct valid numbers: what the batches hold. */
  valid: number;
  /** Valid numbers of the batches the service has answered. */
  sent: number;
  added: number;
  skipped: number;
  invalid: number;
  duplicates: number;
  batches_total: number;
  batches_done: number;
  /** Why the job failed; shown to the user. */
  error: string | null;
  /** Why the job failed, as a code the console acts on (e.g. `campaign_not_found`: no resume). */
  error_code: string | null;
}

/** One request's worth of numbers; `done` batches are never sent again. */
export interface JobBatchesTable {
  job_id: string;
  batch_index: number;
  /** JSON array of normalized (84…) numbers, in the order submitted. */
  phones: string;
  status: 'pending' | 'done';
  /** JSON of the service's answer ({added, skipped, invalid, resent}); null until done. */
  result: string | null;
  /** Requests started for this batch, failed ones included. */
  attempts: number;
  /** The last transient failure (e.g. the service answered 503); cleared when done. */
  last_error: string | null;
  updated_at: string;
}

/** One submitted number: the rows of the per-number report, in submission order. */
export interface JobItemsTable {
  job_id: string;
  /** Position in the submitted list, from 0. */
  seq: number;
  /** As submitted. */
  phone: string;
  /** The 84… form; null when the number is invalid. */
  normalized: string | null;
  outcome: JobItemOutcome;
  /** Why a number is invalid (a PhoneInvalidReason, or `service` when the service refused it). */
  reason: string | null;
  batch_index: number | null;
}

export type JobRow = Selectable<JobsTable>;
export type JobBatchRow = Selectable<JobBatchesTable>;
export type JobItemRow = Selectable<JobItemsTable>;

/** A call-log CSV export's request and where its walk of the cursor pages stands. */
export interface CallLogExportsTable {
  job_id: string;
  /** JSON of the call log's filters and sort, as parsed when the export was asked for. */
  filters: string;
  /** The opaque cursor of the next page to read; null before the first page and after the last. */
  next_cursor: string | null;
  /** The filtered set's size, read with the first page. */
  found: number | null;
  /** Rows the file will hold (found, at most the cap); null until the first page. */
  expected_rows: number | null;
  /** When the runner expects to be done, from the limit and its pace; updated with every page. */
  expected_end_at: string | null;
}

/** One page's CSV lines (without the header), in the order read. */
export interface CallLogExportPagesTable {
  job_id: string;
  page_index: number;
  row_count: number;
  csv: string;
}

/** A job as first stored: queued, not leased, every count at zero; a kind sets what it knows up front. */
export function newJobRow(job: {
  id: string;
  kind: string;
  campaignId?: string;
  user: { id: string; username: string };
  at: string;
}): Insertable<JobsTable> {
  return {
    id: job.id,
    kind: job.kind,
    campaign_id: job.campaignId ?? '',
    status: 'queued',
    created_by: job.user.id,
    created_by_name: job.user.username,
    created_at: job.at,
    updated_at: job.at,
    started_at: null,
    finished_at: null,
    lease_owner: null,
    lease_expires_at: null,
    total: 0,
    valid: 0,
    sent: 0,
    added: 0,
    skipped: 0,
    invalid: 0,
    duplicates: 0,
    batches_total: 0,
    batches_done: 0,
    error: null,
  };
}
