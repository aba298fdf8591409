import type { SandboxDeps } from '../deps';
import { seedConfiguration } from './configuration';
import { seedOperations } from './operations';

/** Fills a new store with the demo project; a store that already holds data is left as it is. */
export async function seedIfEmpty(deps: SandboxDeps): Promise<void> {
  const existing = await deps.db.selectFrom('agent_groups').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await seedConfiguration(deps);
  await seedOperations(deps);
}
