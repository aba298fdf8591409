/** A copy of each greeting file uploaded through Switchboard, for preview playback (the service has no download). */
export interface GreetingCopiesTable {
  /** The service's file sid. */
  sid: string;
}
