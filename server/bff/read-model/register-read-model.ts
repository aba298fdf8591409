import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { DatabaseBudgetStore } from '../upstream/budget/budget-store';
import { serviceBudgetDb } from '../upstream/budget/budget-table';
import { ReadModelRefresher } from './read-model-refresher';
import { readModelSettingsFromEnv, type ReadModelSettings } from './read-model-settings';
import { refresherLimits, refresherPace } from './refresher-pace';

declare module 'fastify' {
  interface FastifyInstance {
    readModelRefresher: ReadModelRefresher;
  }
}

/**
 * The read model's background refresher of this instance, started once the app is ready (after the
 * service budget's tables exist) and stopped before the database closes, handing its lease on at once.
 */
export function registerReadModel(
  app: FastifyInstance,
  overrides: Partial<ReadModelSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): void {
  const settings = { ...readModelSettingsFromEnv(env), ...overrides };
  const { services } = app;
  const limits = refresherLimits(
    services.upstream.rateLimits ?? {},
    settings.budgetShare,
    settings.callsPerMinute,
  );
  const refresher = new ReadModelRefresher({
    db: services.appDb.db,
    model: services.readModel,
    settings,
    pace: refresherPace(
      limits,
      new DatabaseBudgetStore(serviceBudgetDb(services.appDb), services.appDb.engine),
    ),
    ownerId: `${hostname()}/${process.pid}/read-model/${randomBytes(4).toString('hex')}`,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.decorate('readModelRefresher', refresher);
  if (!settings.refresher) return;
  app.addHook('onReady', async () => refresher.start());
  app.addHook('preClose', async () => refresher.close());
}
