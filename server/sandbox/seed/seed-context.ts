import type { SandboxConfig } from '../config';
import { createDemoRandom, type DemoRandom } from './demo-random';

/** Fixed so every fresh store holds the same demo project (ids aside, which the service makes random). */
const DEMO_SEED = 0x5a0f1e7;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** What every demo-data builder is given. */
export type SeedContext = {
  config: SandboxConfig;
  random: DemoRandom;
  /** Epoch ms the seed treats as "now"; every timestamp is relative to it. */
  now: number;
  /**
   * A strictly increasing epoch-ms creation stamp, starting `daysAgo` before now. Lists order by
   * `created`, so rows keep the order in which the demo data declares them.
   */
  stamp: () => number;
  /** Moves the creation clock on, so the project looks set up over weeks rather than in one second. */
  advance: (ms: number) => void;
};

export function createSeedContext(config: SandboxConfig, now = Date.now(), daysAgo = 45): SeedContext {
  let last = now - daysAgo * DAY_MS;
  return {
    config,
    random: createDemoRandom(DEMO_SEED),
    now,
    stamp: () => (last += 1_000),
    advance: (ms) => {
      last = Math.min(last + ms, now - DAY_MS);
    },
  };
}
