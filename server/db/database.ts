import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSettings } from '../config';
import type { AppDatabase } from './schema';
import { withStatementCache } from './statement-cache';

export type AppDb = {
  db: Kysely<AppDatabase>;
  engine: DatabaseSettings['engine'];
  /** PostgreSQL schema the tables live in; null on SQLite. */
  schema: string | null;
  close: () => Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for LISTEN (a listener holds its
   * connection for as long as it listens). The caller connects and ends it.
   */
  listener?: () => pg.Client;
};

/** Opens the app database: a SQLite file (created when needed) or a PostgreSQL pool. */
export function openAppDb(settings: DatabaseSettings): AppDb {
  return settings.engine === 'sqlite'
    ? openSqlite(settings.path)
    : openPostgres(settings.url.reveal(), settings.schema);
}

function openSqlite(path: string): AppDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  // WAL lets readers proceed while a write is in progress; a busy timeout rides out a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<AppDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, engine: 'sqlite', schema: null, close: () => db.destroy() };
}

function openPostgres(connectionString: string, schema: string): AppDb {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // Unqualified table names resolve to the configured schema, so queries stay engine-neutral.
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely<AppDatabase>({ dialect: new PostgresDialect({ pool }) });
  const listener = () => new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  return { db, engine: 'postgres', schema, close: () => db.destroy(), listener };
}
