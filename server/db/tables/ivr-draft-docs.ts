import type { Selectable } from 'kysely';

/**
 * The draft of each IVR tree as a Yjs document (src/core/ivr/draft-doc): a snapshot (one encoded update
 * holding every update up to `snapshot_seq`) and the updates accepted since, one row each, numbered per
 * tree. The document is the snapshot with the later updates applied; every `COMPACT_EVERY` updates they
 * are folded into the snapshot in one transaction.
 */
export interface IvrDraftDocsTable {
  tree_id: string;
  snapshot: Uint8Array;
  /** Updates numbered up to this one are inside `snapshot`. */
  snapshot_seq: number;
  /** The number the last accepted update got (0 before the first): the draft's revision. */
  last_seq: number;
  updated_at: string;
  updated_by: string;
  updated_by_name: string;
}

export interface IvrDraftUpdatesTable {
  tree_id: string;
  seq: number;
  update: Uint8Array;
  at: string;
  /** The user whose edit it is, or `server` for the console's own (publish, reset). */
  by: string;
}

export type IvrDraftDocRow = Selectable<IvrDraftDocsTable>;
export type IvrDraftUpdateRow = Selectable<IvrDraftUpdatesTable>;
