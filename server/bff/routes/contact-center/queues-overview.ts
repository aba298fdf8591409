import type { Kysely } from 'kysely';
import type { Page } from '../../../../src/core/api/paging';
import type {
  QueueOverview,
  QueueSource,
  QueueOverviewQuery,
} from '../../../../src/core/api/queues-overview';
import type { AppDatabase } from '../../../db/schema';
import type { ContactCenterClient } from '../../upstream/contact-center-client';
import { allPages } from './all-pages';
import { mapWithConcurrency } from './map-with-concurrency';

/** A few lists in flight keep the overview quick without flooding the service. */
const LISTS_IN_FLIGHT = 4;

/** Queue ids that IVR keys route callers to, in every tree. */
async function queueIdsOfIvrKeys(service: ContactCenterClient): Promise<Set<string>> {
  const trees = await allPages((query) => service.ivrTrees.list(query));
  const nodesOfTrees = await mapWithConcurrency(trees, LISTS_IN_FLIGHT, (tree) =>
    allPages((query) => service.ivrNodes.list({ treeId: tree.id }, query)),
  );
  const keysOfNodes = await mapWithConcurrency(nodesOfTrees.flat(), LISTS_IN_FLIGHT, (node) =>
    allPages((query) => service.ivrKeypresses.list(node.id, query)),
  );
  const ids = new Set<string>();
  for (const key of keysOfNodes.flat()) if (key.action.kind === 'queue') ids.add(key.action.queueId);
  return ids;
}

/** Queue ids a group was routed to through Switchboard: the service cannot list routings of every queue. */
async function queueIdsOfRoutings(db: Kysely<AppDatabase>): Promise<Set<string>> {
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

/** Every queue Switchboard knows of, with the groups serving it (primary first). */
export async function loadQueueOverview(
  service: ContactCenterClient,
  db: Kysely<AppDatabase>,
): Promise<QueueOverview[]> {
  const [fromIvr, fromRoutings, groups] = await Promise.all([
    queueIdsOfIvrKeys(service),
    queueIdsOfRoutings(db),
    allPages((query) => service.groups.list(query)),
  ]);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const queueIds = [...new Set([...fromIvr, ...fromRoutings])];
  const routingsOfQueues = await mapWithConcurrency(queueIds, LISTS_IN_FLIGHT, (queueId) =>
    allPages((query) => service.groupRoutings.list(queueId, query)),
  );
  return queueIds.map((queueId, index) => {
    const sources: QueueSource[] = [];
    if (fromIvr.has(queueId)) sources.push('ivr');
    if (fromRoutings.has(queueId)) sources.push('routing');
    const queueGroups = (routingsOfQueues[index] ?? [])
      .map((routing) => ({
        routingId: routing.id,
        groupId: routing.groupId,
        groupName: groupNames.get(routing.groupId) ?? null,
        primary: routing.primary,
      }))
      .sort((a, b) => Number(b.primary) - Number(a.primary));
    return { queueId, sources, groups: queueGroups, unserved: queueGroups.length === 0 };
  });
}

/** Filter, sort and page the overview the way the service pages its lists. */
export function pageQueueOverview(queues: QueueOverview[], query: QueueOverviewQuery): Page<QueueOverview> {
  const search = query.search?.toLowerCase();
  const filtered = queues.filter(
    (queue) =>
      (!search || queue.queueId.toLowerCase().includes(search)) && (!query.unservedOnly || queue.unserved),
  );
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...filtered].sort((a, b) => {
    const byGroups = a.groups.length - b.groups.length;
    const byId = a.queueId.localeCompare(b.queueId);
    return direction * (query.sort === 'groups' && byGroups !== 0 ? byGroups : byId);
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: sorted.length,
    totalPages: Math.ceil(sorted.length / query.pageSize),
  };
}
