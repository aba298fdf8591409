import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { ReadModel } from './read-model';

/** Queue ids a group was routed to through Switchboard (the service cannot list routings of every queue). */
export async function queueIdsOfRoutingsMadeHere(db: Kysely<AppDatabase>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'group-routing.create')
    .execute();
  const ids = new Set<string>();
  for (const { detail } of rows) {
    const queueId = readQueueId(detail);
    if (queueId) ids.add(queueId);
  }
  return ids;
}

function readQueueId(detail: string | null): string | undefined {
  if (detail === null) return undefined;
  try {
    const parsed = JSON.parse(detail) as { queueId?: unknown; result?: unknown };
    return parsed.result === 'ok' && typeof parsed.queueId === 'string' ? parsed.queueId : undefined;
  } catch {
    return undefined;
  }
}

/** Queue ids the IVR keys of every kept menu route callers to. */
export async function queueIdsOfIvrKeys(model: ReadModel): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const key of await model.store.itemsContaining('ivr-keys', '"kind":"queue"')) {
    if (key.action.kind === 'queue') ids.add(key.action.queueId);
  }
  return ids;
}

/** Every queue Switchboard knows of: routed to by an IVR key, or given a group here. */
export async function knownQueueIds(model: ReadModel, db: Kysely<AppDatabase>): Promise<string[]> {
  const [fromIvr, fromRoutings] = await Promise.all([
    queueIdsOfIvrKeys(model),
    queueIdsOfRoutingsMadeHere(db),
  ]);
  return [...new Set([...fromIvr, ...fromRoutings])];
}
