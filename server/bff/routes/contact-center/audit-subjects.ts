import type { FastifyRequest } from 'fastify';
import type { Agent } from '../../../../src/core/api/agents';
import type { BlacklistedNumber } from '../../../../src/core/api/blacklist';
import { allPages } from './all-pages';
import { contactCenterOf } from './contact-center-of';

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
