import type { SandboxDeps } from '../deps';

/** Makes sure the demo campaigns and the SANDBOX_CAMPAIGNS ids exist; runs at every start. */
export async function ensureCampaigns(_deps: SandboxDeps): Promise<void> {}
