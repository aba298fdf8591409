import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { BoardHub } from './board-hub';
import type { BoardContext } from './board-context';
import { BoardRunner } from './board-runner';
import { boardSettingsFromEnv, type BoardSettings } from './board-settings';
import { ThresholdsStore } from './thresholds-store';

/**
 * The live board of this instance: its hub, and its runner (polling or following) started once the app
 * is ready and stopped before it closes its database, handing the poller's lease on at once.
 */
export function registerBoard(
  app: FastifyInstance,
  overrides: Partial<BoardSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): void {
  const settings = { ...boardSettingsFromEnv(env), ...overrides };
  const { services } = app;
  const hub = new BoardHub();
  const runner = new BoardRunner({
    db: services.appDb.db,
    service: services.service,
    hub,
    settings,
    ownerId: `${hostname()}/${process.pid}/board/${randomBytes(4).toString('hex')}`,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  const context: BoardContext = {
    hub,
    runner,
    settings,
    thresholds: new ThresholdsStore(services.appDb.db, services.now),
  };
  app.decorate('board', context);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.close());
}
