import type { SandboxDeps } from '../deps';

/** Agents, groups, routings, blacklist, SIP accounts and phones, greeting files, IVR trees, campaigns. */
export async function seedConfiguration(_deps: SandboxDeps): Promise<void> {}
