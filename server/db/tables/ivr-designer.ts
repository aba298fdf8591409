import type { Selectable } from 'kysely';

/**
 * The IVR designer's tables. Menus (IvrMenu of src/core/ivr/ivr-menu.ts) are stored as JSON text and parsed
 * with ivrMenuSchema on the way out; times are ISO-8601 UTC text, like every table of the app database.
 */

/**
 * The test cases saved with a tree (JSON of { tests, maxSecondsToAgent }), saved with optimistic
 * concurrency on `revision`: 1 after the first save, no row before it.
 */
export interface IvrPathTestsTable {
  tree_id: string;
  document: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  updated_by_name: string;
}

export type IvrPublishStatus = 'running' | 'succeeded' | 'failed' | 'conflict';
export type IvrPublishKind = 'publish' | 'restore' | 'duplicate' | 'import';

/**
 * A publish: the menus it goes from and to, and its lease. A unique partial index allows one `running`
 * publish per tree; the instance running it holds the lease and renews it, so a publish whose lease ran
 * out was interrupted (its instance stopped) and counts as failed.
 */
export interface IvrPublishesTable {
  id: string;
  tree_id: string;
  kind: IvrPublishKind;
  status: IvrPublishStatus;
  note: string;
  base: string;
  /** The menu being published (draft ids: `new-…` for what the publish creates). */
  target: string;
  created_by: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  error: string | null;
  version_number: number | null;
}

export type IvrJournalStatus = 'pending' | 'applied' | 'failed';

/** One service call of a publish, recorded before it is sent and again with its outcome. */
export interface IvrPublishOperationsTable {
  publish_id: string;
  seq: number;
  /** JSON of a PublishOperation (draft ids). */
  operation: string;
  status: IvrJournalStatus;
  /** The service's id of what a create made. */
  created_id: string | null;
  error: string | null;
  /** 1 when the connection dropped after sending: the service may have applied it. */
  uncertain: number;
  updated_at: string;
}

/** A menu as published, with the service's ids; numbered from 1 per tree. */
export interface IvrVersionsTable {
  tree_id: string;
  number: number;
  menu: string;
  note: string;
  publish_id: string;
  published_by: string;
  published_by_name: string;
  published_at: string;
}

export type IvrPathTestsRow = Selectable<IvrPathTestsTable>;
export type IvrPublishRow = Selectable<IvrPublishesTable>;
export type IvrJournalRow = Selectable<IvrPublishOperationsTable>;
export type IvrVersionRow = Selectable<IvrVersionsTable>;
