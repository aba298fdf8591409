import type { FastifyRequest } from 'fastify';
import type { Agent } from '@/core/api/agents';
import type { BlacklistedNumber } from '@/core/api/blacklist';
import type { ItemOf, KindName } from '../../read-model/kinds';
import { allPages } from './all-pages';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';

/**
 * The object a change is about, as it stands before the change: for the audit entry's name and its
 * before → after. Read from the service's lists (until the read model holds them); naming is best effort
 * and never stops the change itself, so an unreadable list leaves the entry with the id alone.
 */
async function findIn<Item>(read: () => Promise<Item[]>, match: (item: Item) => boolean) {
  try {
    return (await read()).find(match);
  } catch {
    return undefined;
  }
}

export const agentBeforeChange = (request: FastifyRequest, agentId: string): Promise<Agent | undefined> =>
  findIn(
    () => allPages((query) => contactCenterOf(request).agents.list(query)),
    (agent) => agent.id === agentId,
  );

export const blacklistEntryBeforeChange = (
  request: FastifyRequest,
  entryId: string,
): Promise<BlacklistedNumber | undefined> =>
  findIn(
    () => allPages((query) => contactCenterOf(request).blacklist.list(query)),
    (entry) => entry.id === entryId,
  );

/**
 * The object as the read model last saw it (written through by every console change, re-read in the
 * background): enough to name it and show what a change did, at no cost to the service's budget.
 */
export async function copiedBeforeChange<K extends KindName>(
  request: FastifyRequest,
  kind: K,
  id: string,
): Promise<ItemOf<K> | undefined> {
  try {
    return await readModelOf(request).store.item(kind, id);
  } catch {
    return undefined;
  }
}

/** A group routing as a person knows it: its group's name (or id) and its queue. */
export async function routingName(request: FastifyRequest, routing: { groupId: string; queueId: string }) {
  const group = await copiedBeforeChange(request, 'groups', routing.groupId);
  return `${group?.name ?? routing.groupId} → ${routing.queueId}`;
}

/** A key as a person knows it: the key and its node's name (or id). */
export async function ivrKeyName(request: FastifyRequest, key: { key: string; nodeId: string }) {
  const node = await copiedBeforeChange(request, 'ivr-nodes', key.nodeId);
  return `${key.key} · ${node?.name ?? key.nodeId}`;
}
