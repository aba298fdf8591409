import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BoardPollerTable, BoardThresholdsTable } from './tables/board';
import type { GreetingCopiesTable } from './tables/greeting-copies';
import type { IvrDraftDocsTable, IvrDraftUpdatesTable } from './tables/ivr-draft-docs';
import type {
  IvrPathTestsTable,
  IvrPublishesTable,
  IvrPublishOperationsTable,
  IvrVersionsTable,
} from './tables/ivr-designer';
import type {
  CallLogExportPagesTable,
  CallLogExportsTable,
  JobBatchesTable,
  JobItemsTable,
  JobsTable,
} from './tables/jobs';
import type { ReadModelLeaseTable, ReadModelListsTable, ReadModelRowsTable } from './tables/read-model';
import type { UnsureCreatesTable } from './tables/unsure-creates';

/**
 * The app database, identical on SQLite and PostgreSQL: ids are text (UUIDv7, so they sort by creation),
 * times are ISO-8601 UTC text (so they compare correctly as strings), flags are integers 0/1.
 */
export interface AppDatabase {
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  greeting_copies: GreetingCopiesTable;
  jobs: JobsTable;
  job_batches: JobBatchesTable;
  job_items: JobItemsTable;
  call_log_exports: CallLogExportsTable;
  call_log_export_pages: CallLogExportPagesTable;
  ivr_draft_docs: IvrDraftDocsTable;
  ivr_draft_updates: IvrDraftUpdatesTable;
  ivr_publishes: IvrPublishesTable;
  ivr_publish_operations: IvrPublishOperationsTable;
  ivr_versions: IvrVersionsTable;
  ivr_path_tests: IvrPathTestsTable;
  board_poller: BoardPollerTable;
  board_thresholds: BoardThresholdsTable;
  read_model_rows: ReadModelRowsTable;
  read_model_lists: ReadModelListsTable;
  read_model_lease: ReadModelLeaseTable;
  unsure_creates: UnsureCreatesTable;
}

export interface UsersTable {
  id: string;
  /** Stored lower-case: logins are case-insensitive. */
  username: string;
  display_name: string;
  role: string;
  password_hash: string;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a stolen database row cannot be replayed as a cookie. */
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  user_id: string | null;
  username: string | null;
  action: string;
  target: string | null;
  /** JSON text. */
  detail: string | null;
  ip: string | null;
  /** The target as a person knows it, at the time of the change (migration 0009). */
  target_name: string | null;
  /** ok, refused or failed (migration 0009); null in older entries. */
  result: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
