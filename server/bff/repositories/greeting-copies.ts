import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { GreetingCopiesTable } from '../../db/tables/greeting-copies';

export type GreetingCopy = Selectable<GreetingCopiesTable>;
/** What lists need: the audio itself stays in the database until someone plays it. */
export type GreetingCopySummary = Pick<GreetingCopy, 'sid' | 'mime' | 'size' | 'duration_ms'>;

export type NewGreetingCopy = Omit<GreetingCopy, 'created_at'>;

/** The audio of greeting files uploaded through Switchboard, kept so they can be previewed. */
export class GreetingCopiesRepository {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  /** Stores (or replaces) the copy of a file. */
  async save(copy: NewGreetingCopy): Promise<void> {
    const row = { ...copy, bytes: Buffer.from(copy.bytes), created_at: this.now().toISOString() };
    await this.db
      .insertInto('greeting_copies')
      .values(row)
      .onConflict((conflict) => conflict.column('sid').doUpdateSet(row))
      .execute();
  }

  async find(sid: string): Promise<GreetingCopy | undefined> {
    return this.db.selectFrom('greeting_copies').selectAll().where('sid', '=', sid).executeTakeFirst();
  }

  /** Summaries of the copies of these files, by sid (files without a copy are absent). */
  async summaries(sids: readonly string[]): Promise<Map<string, GreetingCopySummary>> {
    if (sids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('greeting_copies')
      .select(['sid', 'mime', 'size', 'duration_ms'])
      .where('sid', 'in', sids)
      .execute();
    return new Map(rows.map((row) => [row.sid, row]));
  }

  async remove(sid: string): Promise<void> {
    await this.db.deleteFrom('greeting_copies').where('sid', '=', sid).execute();
  }
}
