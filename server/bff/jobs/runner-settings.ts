/** How a runner paces itself; every value has a production default and tests shrink them. */
export type JobRunnerSettings = {
  /** How often an idle runner looks for a job to run (new, or whose runner's lease expired). */
  pollMs: number;
  /** How long a claim lasts without renewal; a dead instance's jobs are taken over after this. */
  leaseMs: number;
  /** Pause between two requests to the service (the spec recommends 200–500 ms against rate limiting). */
  batchDelayMs: { min: number; max: number };
  /** Backoff while the service is unavailable; after `maxAttempts` failures in a row the job fails. */
  retry: { baseMs: number; maxMs: number; maxAttempts: number };
};

export const DEFAULT_RUNNER_SETTINGS: JobRunnerSettings = {
  pollMs: 1000,
  leaseMs: 30_000,
  batchDelayMs: { min: 200, max: 500 },
  retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 20 },
};

/** Exponential with jitter, or the service's Retry-After when it sent one; never above `maxMs`. */
export function retryDelayMs(
  retry: JobRunnerSettings['retry'],
  failures: number,
  retryAfterSeconds?: number,
) {
  if (retryAfterSeconds !== undefined) return Math.min(retry.maxMs, retryAfterSeconds * 1000);
  const ceiling = Math.min(retry.maxMs, retry.baseMs * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}
