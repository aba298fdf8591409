/** A copy of each greeting file uploaded through Switchboard, for preview playback (the service has no download). */
export interface GreetingCopiesTable {
  /** The service's file sid. */
  sid: string;
  /** The name the service generated on upload (what a `play` node names). */
  filename: string;
  /** `audio/wav` or `audio/mpeg`, as recognised from the content. */
  mime: string;
  /** The audio exactly as uploaded (a BLOB on SQLite, BYTEA on PostgreSQL). */
  bytes: Uint8Array;
  size: number;
  /** Known for WAV (from its header); null for MP3. */
  duration_ms: number | null;
  created_at: string;
  /** Id of the Switchboard user who uploaded it. */
  uploaded_by: string;
}
