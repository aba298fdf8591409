/** One row per board: the poller's lease and what it last computed (see migration 0006). */
export interface BoardPollerTable {
  board_id: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  snapshot_version: number;
  /** JSON of a BoardSnapshot. */
  snapshot: string | null;
  history_version: number;
  /** JSON of a BoardHistory. */
  history: string | null;
  updated_at: string | null;
  /** Some instance had a viewer until at least this time: the poller polls at full rate until then. */
  viewed_until: string | null;
}

/** A board's thresholds as a lead saved them last. */
export interface BoardThresholdsTable {
  board_id: string;
  /** JSON of BoardThresholds. */
  document: string;
  updated_at: string;
  updated_by: string;
  updated_by_name: string;
}
