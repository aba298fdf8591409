import type { Kysely } from 'kysely';
import {
  boardHistorySchema,
  boardSnapshotSchema,
  type BoardHistory,
  type BoardSnapshot,
} from '@/core/board/board-snapshot';
import { emptyHistory, figuresOf, recordMinute } from '@/core/board/history';
import type { AppDatabase } from '../../db/schema';
import type { ServiceClients } from '../upstream/service-clients';
import type { BoardHub } from './board-hub';
import { BoardPoller } from './board-poller';
import { BoardPollerRow, type PublishedBoard } from './board-poller-row';
import type { BoardSettings } from './board-settings';

/** How often an instance whose viewers the poller cannot see says it has some. */
const VIEW_MARK_EVERY_MS = 5_000;

export type BoardRunnerOptions = {
  db: Kysely<AppDatabase>;
  service: ServiceClients;
  hub: BoardHub;
  settings: BoardSettings;
  ownerId: string;
  log: (message: string, error: unknown) => void;
  clock?: () => number;
};

const parsed = <T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  json: string | null,
) => {
  if (json === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
};

/**
 * One per instance. The instance holding the lease polls the service every `pollMs` and publishes the
 * board to the database and its own viewers; every other instance reads the published board every
 * `followMs` and pushes it to its viewers, and takes polling over when the lease runs out. Ten viewers
 * or a thousand, on one instance or many, cost the service the same requests.
 */
export class BoardRunner {
  private readonly row: BoardPollerRow;
  private readonly clock: () => number;
  private poller: BoardPoller | null = null;
  private history: BoardHistory = emptyHistory();
  private published: PublishedBoard = {
    snapshotVersion: 0,
    snapshot: null,
    historyVersion: 0,
    history: null,
  };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastPollAt = -Infinity;
  private lastViewMarkAt = -Infinity;
  private watched = false;
  private stopped = false;
  /** Polls made by this instance (for tests and the benchmark). */
  polls = 0;

  constructor(private readonly options: BoardRunnerOptions) {
    this.clock = options.clock ?? Date.now;
    this.row = new BoardPollerRow(options.db, options.ownerId, options.settings.leaseMs);
  }

  get isPolling() {
    return this.poller !== null;
  }

  async start(): Promise<void> {
    await this.row.ensure();
    const tickMs = Math.min(this.options.settings.followMs, this.options.settings.pollMs);
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = null));
    }, tickMs);
    this.running = this.tick().finally(() => (this.running = null));
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    if (this.poller) await this.row.release().catch(() => undefined);
    this.poller = null;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.markViewers();
      if (this.poller) {
        if (this.clock() - this.lastPollAt >= (await this.pollInterval())) await this.pollAndPublish();
        return;
      }
      await this.follow();
      if (this.options.settings.poller && (await this.row.claim(new Date(this.clock()))))
        await this.takeOver();
    } catch (error) {
      this.options.log('board tick failed', error);
    }
  }

  /**
   * Full rate while someone watches on any instance; otherwise one poll every `idlePollMs`, enough for
   * the sparklines' one point a minute and the lease, at a fraction of the service calls.
   */
  private async pollInterval(): Promise<number> {
    const { pollMs, idlePollMs } = this.options.settings;
    const watched = this.options.hub.viewers > 0 || (await this.row.isViewed(new Date(this.clock())));
    // The first viewer after a quiet spell gets fresh figures at once, not the last idle poll's.
    const justWatched = watched && !this.watched;
    this.watched = watched;
    if (justWatched) return 0;
    return watched ? pollMs : Math.max(pollMs, idlePollMs);
  }

  /** An instance with viewers says so in the database now and then, for a poller elsewhere to see. */
  private async markViewers() {
    if (this.options.hub.viewers === 0 || this.poller) return;
    const now = this.clock();
    if (now - this.lastViewMarkAt < VIEW_MARK_EVERY_MS) return;
    this.lastViewMarkAt = now;
    await this.row.markViewed(new Date(now + VIEW_MARK_EVERY_MS * 3));
  }

  /** Reads what the polling instance published; pushes it when it is new. */
  private async follow() {
    const board = await this.row.read();
    if (!board) return;
    this.published = board;
    this.options.hub.accept(board);
  }

  /** Continues from the board another instance (or an earlier run of this one) published. */
  private async takeOver() {
    const previous = parsed<BoardSnapshot>(boardSnapshotSchema, this.published.snapshot);
    this.history = parsed<BoardHistory>(boardHistorySchema, this.published.history) ?? emptyHistory();
    this.poller = new BoardPoller(
      this.options.service,
      this.options.settings,
      this.clock(),
      previous,
      this.clock,
    );
    await this.pollAndPublish();
  }

  private async pollAndPublish() {
    const poller = this.poller;
    if (!poller) return;
    this.lastPollAt = this.clock();
    this.polls += 1;
    const snapshot = await poller.poll();
    const history = recordMinute(this.history, figuresOf(snapshot), snapshot.generatedAt);
    const historyChanged = history !== this.history || this.published.history === null;
    this.history = history;
    const next: PublishedBoard = {
      snapshotVersion: this.published.snapshotVersion + 1,
      snapshot: JSON.stringify(snapshot),
      historyVersion: historyChanged ? this.published.historyVersion + 1 : this.published.historyVersion,
      history: historyChanged ? JSON.stringify(history) : this.published.history,
    };
    if (!(await this.row.publish(next, new Date(this.clock())))) {
      // Another instance holds the lease now (ours ran out while we were away): follow it.
      this.poller = null;
      return;
    }
    this.published = next;
    this.options.hub.accept(next);
  }
}
