import type { BoardHub } from './board-hub';
import type { BoardRunner } from './board-runner';
import type { BoardSettings } from './board-settings';
import type { ThresholdsStore } from './thresholds-store';

/** What the board's routes share: the stream hub, its runner, settings and thresholds. */
export type BoardContext = {
  hub: BoardHub;
  runner: BoardRunner;
  settings: BoardSettings;
  thresholds: ThresholdsStore;
};

declare module 'fastify' {
  interface FastifyInstance {
    board: BoardContext;
  }
}
