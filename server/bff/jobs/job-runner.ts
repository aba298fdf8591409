import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import { BatchStore } from './batch-store';
import { CAMPAIGN_IMPORT } from './import-jobs';
import { JobLease } from './job-lease';
import { pause } from './pause';
import { runImport, type AddByPhones } from './run-import';
import type { JobRunnerSettings } from './runner-settings';

export type JobRunnerOptions = {
  db: Kysely<AppDatabase>;
  campaigns: AddByPhones;
  /** Names this instance in leases; unique per process. */
  ownerId: string;
  settings: JobRunnerSettings;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Runs persisted jobs, one at a time per instance: polls for a runnable job, claims it through the lease,
 * renews the lease while it runs, and gives it up on close so another instance can continue.
 */
export class JobRunner {
  private readonly stopping = new AbortController();
  private readonly lease: JobLease;
  private readonly batches: BatchStore;
  private loop: Promise<void> | null = null;
  private releaseOnStop = true;

  constructor(private readonly options: JobRunnerOptions) {
    const { db, ownerId, settings, now } = options;
    this.lease = new JobLease(db, ownerId, settings.leaseMs, now);
    this.batches = new BatchStore(db, ownerId, now);
  }

  get ownerId(): string {
    return this.options.ownerId;
  }

  start(): void {
    this.loop ??= this.pollLoop();
  }

  /**
   * Stops after the request in flight (its answer is recorded). The lease is released so another instance
   * resumes at once; `releaseLease: false` leaves it to expire, as a crashed process would.
   */
  async close(options: { releaseLease?: boolean } = {}): Promise<void> {
    this.releaseOnStop = options.releaseLease ?? true;
    this.stopping.abort();
    await this.loop;
  }

  private async pollLoop(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      let ranOne = false;
      try {
        ranOne = await this.runNext();
      } catch (error) {
        this.options.log('job runner: a run ended on an error; it will be retried', error);
      }
      if (!ranOne) await pause(this.options.settings.pollMs, signal);
    }
  }

  private async runNext(): Promise<boolean> {
    const job = await this.lease.claimNext(CAMPAIGN_IMPORT);
    if (!job) return false;
    const leaseLost = new AbortController();
    const heartbeat = setInterval(() => {
      this.lease.renew(job.id).then(
        (held) => {
          if (!held) leaseLost.abort();
        },
        (error: unknown) => this.options.log(`job runner: could not renew the lease on ${job.id}`, error),
      );
    }, this.options.settings.leaseMs / 3);
    let outcome: 'ended' | 'stopped' = 'stopped';
    try {
      outcome = await runImport({
        job,
        batches: this.batches,
        campaigns: this.options.campaigns,
        settings: this.options.settings,
        signal: AbortSignal.any([this.stopping.signal, leaseLost.signal]),
        log: this.options.log,
      });
    } finally {
      clearInterval(heartbeat);
      if (outcome === 'ended' || this.releaseOnStop) await this.lease.release(job.id);
    }
    return true;
  }
}
