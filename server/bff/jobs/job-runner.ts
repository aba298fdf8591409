import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import { BatchStore } from './batch-store';
import { CAMPAIGN_IMPORT } from './import-jobs';
import { JobLease } from './job-lease';
import { pause } from './pause';
import { runImport, type AddByPhones } from './run-import';
import type { JobRunnerSettings } from './runner-settings';
import type { JobRow } from '../../db/tables/jobs';

/** `ended`: the job reached a final state; `stopped`: it is left for this or another instance to resume. */
export type JobRunOutcome = 'ended' | 'stopped';

/** One kind of job and how to run one; each kind has a lane of its own, so a long export never holds up an import. */
export type JobLane = {
  kind: string;
  run: (job: JobRow, signal: AbortSignal) => Promise<JobRunOutcome>;
};

export type JobRunnerOptions = {
  db: Kysely<AppDatabase>;
  campaigns: AddByPhones;
  /** Kinds besides campaign imports (call-log exports), each with its lane; give them this runner's ownerId. */
  lanes?: JobLane[];
  /** Names this instance in leases; unique per process. */
  ownerId: string;
  settings: JobRunnerSettings;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Runs persisted jobs, one at a time per kind per instance: each lane polls for a runnable job of its kind,
 * claims it through the lease, renews the lease while it runs, and gives it up on close so another
 * instance can continue.
 */
export class JobRunner {
  private readonly stopping = new AbortController();
  private readonly lease: JobLease;
  private readonly batches: BatchStore;
  private loops: Promise<void[]> | null = null;
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
    const importLane: JobLane = {
      kind: CAMPAIGN_IMPORT,
      run: (job, signal) =>
        runImport({
          job,
          batches: this.batches,
          campaigns: this.options.campaigns,
          settings: this.options.settings,
          signal,
          log: this.options.log,
        }),
    };
    this.loops ??= Promise.all(
      [importLane, ...(this.options.lanes ?? [])].map((lane) => this.pollLoop(lane)),
    );
  }

  /**
   * Stops after the request in flight (its answer is recorded). The lease is released so another instance
   * resumes at once; `releaseLease: false` leaves it to expire, as a crashed process would.
   */
  async close(options: { releaseLease?: boolean } = {}): Promise<void> {
    this.releaseOnStop = options.releaseLease ?? true;
    this.stopping.abort();
    await this.loops;
  }

  private async pollLoop(lane: JobLane): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      let ranOne = false;
      try {
        ranOne = await this.runNext(lane);
      } catch (error) {
        this.options.log('job runner: a run ended on an error; it will be retried', error);
      }
      if (!ranOne) await pause(this.options.settings.pollMs, signal);
    }
  }

  private async runNext(lane: JobLane): Promise<boolean> {
    const job = await this.lease.claimNext(lane.kind);
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
    let outcome: JobRunOutcome = 'stopped';
    try {
      outcome = await lane.run(job, AbortSignal.any([this.stopping.signal, leaseLost.signal]));
    } finally {
      clearInterval(heartbeat);
      if (outcome === 'ended' || this.releaseOnStop) await this.lease.release(job.id);
    }
    return true;
  }
}
