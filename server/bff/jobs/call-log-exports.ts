import type { Kysely } from 'kysely';
import type { CallLogFilters } from '@/core/api/call-log-query';
import { newId } from '../../db/ids';
import type { AppDatabase } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { newJobRow, type JobRow } from '../../db/tables/jobs';

export const CALL_LOG_EXPORT = 'call-log-export';

/** A finished export's file is kept this long, then removed when someone starts a new export. */
const KEEP_FINISHED_MS = 24 * 3_600_000;
const UNFINISHED = ['queued', 'running', 'paused'] as const;

export type ExportRow = JobRow & {
  filters: string;
  found: number | null;
  expected_rows: number | null;
  expected_end_at: string | null;
};

export type StartOutcome = { started: true; id: string } | { started: false; runningId: string };

/** Call-log exports as the routes see them: start, read, list a user's, cancel, and the file's pages. */
export class CallLogExports {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  /**
   * Queues an export of `filters`; a runner picks it up. One unfinished export per user at a time: a
   * second click while one runs answers the running one instead of queueing the same work twice. The
   * database holds that rule (a unique index, migration 0013): two requests at once, on one instance or
   * two, both find none running, and the second one's insert is refused.
   */
  async start(filters: CallLogFilters, user: { id: string; username: string }): Promise<StartOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.queue(filters, user);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === 3) throw error;
        const running = await this.unfinishedOf(this.db, user.id);
        if (running) return { started: false, runningId: running.id };
        // The one under way finished between the refusal and this read: queue this one after all.
      }
    }
  }

  private unfinishedOf(db: Kysely<AppDatabase>, userId: string) {
    return db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', CALL_LOG_EXPORT)
      .where('created_by', '=', userId)
      .where('status', 'in', UNFINISHED)
      .executeTakeFirst();
  }

  private async queue(
    filters: CallLogFilters,
    user: { id: string; username: string },
  ): Promise<StartOutcome> {
    const at = this.now();
    const id = newId(at.getTime());
    return this.db.transaction().execute(async (trx) => {
      const running = await this.unfinishedOf(trx, user.id);
      if (running) return { started: false, runningId: running.id };
      // Old files go when new ones come: the table never holds more than a day of finished exports.
      await trx
        .deleteFrom('jobs')
        .where('kind', '=', CALL_LOG_EXPORT)
        .where('finished_at', '<', new Date(at.getTime() - KEEP_FINISHED_MS).toISOString())
        .execute();
      const iso = at.toISOString();
      // total: rows expected, sent: rows written, batches: pages (set with the first page).
      await trx
        .insertInto('jobs')
        .values(newJobRow({ id, kind: CALL_LOG_EXPORT, user, at: iso }))
        .execute();
      await trx
        .insertInto('call_log_exports')
        .values({
          job_id: id,
          filters: JSON.stringify(filters),
          next_cursor: null,
          found: null,
          expected_rows: null,
          expected_end_at: null,
        })
        .execute();
      return { started: true, id };
    });
  }

  /** The export, if it is this user's. */
  async find(id: string, userId: string): Promise<ExportRow | undefined> {
    return this.query().where('jobs.id', '=', id).where('jobs.created_by', '=', userId).executeTakeFirst();
  }

  /** The user's exports, newest first. */
  async list(userId: string, limit: number): Promise<ExportRow[]> {
    return this.query()
      .where('jobs.created_by', '=', userId)
      .orderBy('jobs.created_at', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Stops an unfinished export; its runner sees it after the page in flight. False when not cancellable. */
  async cancel(id: string, userId: string): Promise<boolean> {
    const at = this.now().toISOString();
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', finished_at: at, updated_at: at })
      .where('id', '=', id)
      .where('kind', '=', CALL_LOG_EXPORT)
      .where('created_by', '=', userId)
      .where('status', 'in', UNFINISHED)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The file's pages of CSV lines in order, a few at a time (keyset on the page index). */
  async *pages(id: string): AsyncGenerator<string> {
    let after = -1;
    for (;;) {
      const rows = await this.db
        .selectFrom('call_log_export_pages')
        .select(['page_index', 'csv'])
        .where('job_id', '=', id)
        .where('page_index', '>', after)
        .orderBy('page_index')
        .limit(20)
        .execute();
      for (const row of rows) yield row.csv;
      if (rows.length < 20) return;
      after = rows[rows.length - 1]!.page_index;
    }
  }

  private query() {
    return this.db
      .selectFrom('jobs')
      .innerJoin('call_log_exports', 'call_log_exports.job_id', 'jobs.id')
      .selectAll('jobs')
      .select([
        'call_log_exports.filters',
        'call_log_exports.found',
        'call_log_exports.expected_rows',
        'call_log_exports.expected_end_at',
      ])
      .where('jobs.kind', '=', CALL_LOG_EXPORT);
  }
}
