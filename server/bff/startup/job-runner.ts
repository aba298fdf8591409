import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALL_LOG_EXPORT } from '../jobs/call-log-exports';
import { ExportPageStore } from '../jobs/export-page-store';
import { JobRunner } from '../jobs/job-runner';
import { runCallLogExport } from '../jobs/run-call-log-export';
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
 * Runs campaign imports and call-log exports in this instance once the app is ready, and stops before the
 * app closes its database and service connections (a graceful stop hands the jobs in progress to another
 * instance).
 */
export function registerJobRunner(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const { enabled, settings } = jobRunnerSettingsFromEnv(env);
  if (!enabled) return;
  const { services } = app;
  const ownerId = newRunnerOwnerId();
  const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
  const exportPages = new ExportPageStore(services.appDb.db, ownerId, services.now);
  const runner = new JobRunner({
    db: services.appDb.db,
    campaigns: services.service.contactCenter.campaigns,
    lanes: [
      {
        kind: CALL_LOG_EXPORT,
        run: (job, signal) =>
          runCallLogExport({
            job,
            pages: exportPages,
            callLog: services.service.telephony.callLog,
            limit: services.service.budget?.backgroundLimitOf('calllog'),
            settings,
            signal,
            now: services.now,
            log,
          }),
      },
    ],
    ownerId,
    settings,
    now: services.now,
    log,
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.close());
}
