/** One object of the service's configuration, as the BFF's contract shapes it (see migration 0008). */
export interface ReadModelRowsTable {
  /** Which service (address and project) the row was read from; rows of another scope are never served. */
  scope: string;
  kind: string;
  id: string;
  /** The tree of a node, the node of a key, the queue of a routing; '' for top-level lists. */
  parent_id: string;
  /** JSON of the contract object (never a password). */
  data: string;
}

/** One list the service gives: when it was last read whole, and a version bumped on every change. */
export interface ReadModelListsTable {
  scope: string;
  kind: string;
  parent_id: string;
  version: number;
  confirmed_at: string | null;
  /** The last refresh that failed, when it failed after the last confirmation; the copy was kept. */
  failed_at: string | null;
  failure: string | null;
}

/** The refresher's lease (one instance refreshes) and the last full walk of the IVR menus. */
export interface ReadModelLeaseTable {
  scope: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  walk_started_at: string | null;
  walk_finished_at: string | null;
  walk_calls: number | null;
}
