import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { KindName } from './kinds';
import type { CallCounter, Pace } from './list-loaders';
import type { ReadModel } from './read-model';
import type { ReadModelSettings } from './read-model-settings';
import { RefresherLease } from './refresher-lease';
import { knownQueueIds } from './known-queues';

/** The flat lists, re-read whole every `listsEveryMs`. */
const FLAT_LISTS: KindName[] = [
  'agents',
  'groups',
  'blacklist',
  'sip-accounts',
  'sip-phones',
  'greetings',
  'ivr-trees',
];

export type RefresherOptions = {
  db: Kysely<AppDatabase>;
  model: ReadModel;
  settings: ReadModelSettings;
  pace: Pace;
  ownerId: string;
  log: (message: string, error?: unknown) => void;
};

/**
 * One per instance; the one holding the lease re-reads the service in the background: the flat lists every
 * `listsEveryMs` (and the routings of every known queue), and the IVR menus in full walks with a pause
 * between them. Every call waits for the refresher's own share of the rate budget. A list that fails to
 * refresh keeps its last good copy (ReadModel.refresh). A lease lost while refreshing is noticed at the
 * next tick, and the other instance carries on.
 */
export class ReadModelRefresher {
  private readonly lease: RefresherLease;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private lists: Promise<void> | null = null;
  private walk: Promise<void> | null = null;
  private listsDueAt = 0;
  private walkDueAt = 0;
  private holding = false;
  private stopped = false;
  /** Service calls made by this instance's refreshes (for tests and the benchmark). */
  readonly counter: CallCounter = { calls: 0 };
  /** Completed rounds of the flat lists, and full walks, by this instance. */
  listRounds = 0;
  walks = 0;

  constructor(private readonly options: RefresherOptions) {
    const { db, model, settings, ownerId } = options;
    this.lease = new RefresherLease(db, model.store.scope, ownerId, settings.leaseMs);
  }

  get isRefreshing(): boolean {
    return this.holding;
  }

  async start(): Promise<void> {
    await this.lease.ensure();
    this.timer = setInterval(() => void this.tick(), this.options.settings.tickMs);
    void this.tick();
  }

  /** Stops refreshing (what is in flight finishes) and hands the lease on at once. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([this.ticking, this.lists, this.walk]);
    if (this.holding) await this.lease.release().catch(() => undefined);
    this.holding = false;
  }

  /** Makes the next tick re-read the flat lists at once (and start a walk when none is running). */
  hurry(): void {
    this.listsDueAt = 0;
    this.walkDueAt = 0;
  }

  private tick(): Promise<void> {
    if (this.ticking || this.stopped) return this.ticking ?? Promise.resolve();
    this.ticking = this.step()
      .catch((error: unknown) => this.options.log('read model: refresher tick failed', error))
      .finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async step(): Promise<void> {
    this.holding = await this.lease.claim(new Date());
    if (!this.holding || this.stopped) return;
    const now = Date.now();
    if (!this.lists && now >= this.listsDueAt) {
      this.lists = this.refreshLists().finally(() => {
        this.lists = null;
        this.listsDueAt = Date.now() + this.options.settings.listsEveryMs;
      });
    }
    if (!this.walk && now >= this.walkDueAt) {
      this.walk = this.options.model
        .walk(this.options.pace, this.counter)
        .then(() => void (this.walks += 1))
        .catch((error: unknown) => this.options.log('read model: walk of the IVR menus failed', error))
        .finally(() => {
          this.walk = null;
          this.walkDueAt = Date.now() + this.options.settings.walkPauseMs;
        });
    }
  }

  private async refreshLists(): Promise<void> {
    const { model, pace } = this.options;
    for (const kind of FLAT_LISTS) {
      if (this.stopped || !this.holding) return;
      await model.refresh(kind, '', pace, this.counter).catch(() => undefined);
    }
    for (const queueId of await knownQueueIds(model, this.options.db)) {
      if (this.stopped || !this.holding) return;
      await model.refresh('routings', queueId, pace, this.counter).catch(() => undefined);
    }
    this.listRounds += 1;
  }

  /** For tests: waits until the current round of lists (if any) is done. */
  async settled(): Promise<void> {
    await sleep(0);
    await Promise.allSettled([this.ticking, this.lists]);
  }
}
