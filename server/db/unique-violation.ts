/**
 * Whether a write failed on a unique index or primary key: PostgreSQL's SQLSTATE 23505, or SQLite's
 * constraint codes (better-sqlite3).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
