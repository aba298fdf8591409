import type { SandboxConfig } from './config';
import type { SandboxDb } from './db/database';
import type { FaultInjector } from './faults';

/** What every sandbox route is given: its store, its configuration, the fault switchboard. */
export type SandboxDeps = SandboxDb & { config: SandboxConfig; faults: FaultInjector };
