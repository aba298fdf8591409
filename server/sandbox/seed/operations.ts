import type { SandboxDeps } from '../deps';

/** Call-log records (SANDBOX_CALLS of them), chat conversations with messages, debugger traces. */
export async function seedOperations(_deps: SandboxDeps): Promise<void> {}
