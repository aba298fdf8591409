/** Long-running work (campaign contact imports), persisted so a restart resumes it. */
export interface JobsTable {
  id: string;
}
