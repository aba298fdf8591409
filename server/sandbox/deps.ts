import type { SandboxConfig } from './config';
import type { SandboxDb } from './db/database';
import type { FaultInjector } from './faults';
import type { SandboxRateLimiter } from './rate-limiter';

/** What every sandbox route is given: its store, its configuration, the fault switchboard, the limits. */
export type SandboxDeps = SandboxDb & {
  config: SandboxConfig;
  faults: FaultInjector;
  rateLimits: SandboxRateLimiter;
};
