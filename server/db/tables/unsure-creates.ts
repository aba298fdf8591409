/** A create whose answer was lost, remembered until `expires_at` (see migration 0010). */
export interface UnsureCreatesTable {
  /** SHA-256 (hex) of the service's address, the operation and what the create sent. */
  key: string;
  /** When the first unsure send started: what it may have made is no older than this. */
  sent_at: string;
  expires_at: string;
}
