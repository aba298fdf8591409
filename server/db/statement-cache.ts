import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Far more distinct statements than the app or the sandbox runs; the bound only guards against a leak. */
const DEFAULT_MAX_STATEMENTS = 1000;

/**
 * better-sqlite3 compiles SQL on every `prepare`, and Kysely's driver prepares every query it runs, so the
 * same few statements (the session lookup behind every API call) were compiled over and over: in
 * `npm run bench:bff` that was the largest single cost in the BFF's profile. Statements are kept by
 * their SQL, least recently used dropped past `max`. A statement still being iterated is busy, so that
 * call gets a fresh one; schema changes are handled by SQLite, which re-prepares a stale statement.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  max = DEFAULT_MAX_STATEMENTS,
): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Re-inserted to mark it as the most recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = sqlite.prepare(sql);
      if (!statement) {
        kept.set(sql, prepared);
        if (kept.size > max) kept.delete(kept.keys().next().value!);
      }
      return prepared;
    },
  };
}
