import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JobRunner } from '../jobs/job-runner';
import { DEFAULT_RUNNER_SETTINGS, type JobRunnerSettings } from '../jobs/runner-settings';

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).max(3_600_000).default(fallback);

const defaults = DEFAULT_RUNNER_SETTINGS;

/** The runner's knobs; all optional. JOBS_RUNNER=off leaves this instance serving the API only. */
const jobsEnvSchema = z.object({
  JOBS_RUNNER: z.enum(['on', 'off']).default('on'),
  JOBS_POLL_MS: milliseconds(defaults.pollMs),
  JOBS_LEASE_MS: milliseconds(defaults.leaseMs).pipe(z.number().min(100)),
  CAMPAIGN_BATCH_DELAY_MIN_MS: milliseconds(defaults.batchDelayMs.min),
  CAMPAIGN_BATCH_DELAY_MAX_MS: milliseconds(defaults.batchDelayMs.max),
  JOBS_RETRY_BASE_MS: milliseconds(defaults.retry.baseMs),
  JOBS_RETRY_MAX_MS: milliseconds(defaults.retry.maxMs),
  JOBS_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(0).max(1000).default(defaults.retry.maxAttempts),
});

export function jobRunnerSettingsFromEnv(env: NodeJS.ProcessEnv): {
  enabled: boolean;
  settings: JobRunnerSettings;
} {
  const parsed = jobsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid job runner settings: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    enabled: vars.JOBS_RUNNER === 'on',
    settings: {
      pollMs: vars.JOBS_POLL_MS,
      leaseMs: vars.JOBS_LEASE_MS,
      batchDelayMs: {
        min: vars.CAMPAIGN_BATCH_DELAY_MIN_MS,
        max: Math.max(vars.CAMPAIGN_BATCH_DELAY_MIN_MS, vars.CAMPAIGN_BATCH_DELAY_MAX_MS),
      },
      retry: {
        baseMs: vars.JOBS_RETRY_BASE_MS,
        maxMs: vars.JOBS_RETRY_MAX_MS,
        maxAttempts: vars.JOBS_RETRY_MAX_ATTEMPTS,
      },
    },
  };
}

/** Unique per process, and readable in the database: which host and process holds a job. */
export const newRunnerOwnerId = () => `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;

/**
 * Runs campaign import jobs in this instance once the app is ready, and stops before the app closes its
 * database and service connections (a graceful stop hands the job in progress to another instance).
 */
export function registerJobRunner(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const { enabled, settings } = jobRunnerSettingsFromEnv(env);
  if (!enabled) return;
  const { services } = app;
  const runner = new JobRunner({
    db: services.appDb.db,
    campaigns: services.service.contactCenter.campaigns,
    ownerId: newRunnerOwnerId(),
    settings,
    now: services.now,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.close());
}
