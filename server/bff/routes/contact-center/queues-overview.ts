import type { Kysely } from 'kysely';
import { foldForSearch } from '@/core/text/fold-for-search';
import { vietnameseCollator } from '@/core/text/vietnamese-collator';
import type { Page } from '@/core/api/paging';
import type { QueueOverview, QueueSource, QueueOverviewQuery } from '@/core/api/queues-overview';
import type { AppDatabase } from '@server/db/schema';
import type { GroupRouting } from '@/core/api/group-routings';
import { oldestFreshness, type Freshness } from '@/core/api/read-model';
import { queueIdsOfIvrKeys, queueIdsOfRoutingsMadeHere } from '../../read-model/known-queues';
import type { ReadModel } from '../../read-model/read-model';
import { mapWithConcurrency } from './map-with-concurrency';

/** Routing lists read at once for queues the read model has not read yet. */
const LISTS_IN_FLIGHT = 4;

/**
 * Every queue Switchboard knows of, with the groups serving it (primary first), from the read model: the
 * IVR keys of every menu (walked once per scope, then kept current by the refresher) and the routings of
 * each queue. A queue whose routings were never read is read once, then kept.
 */
export async function loadQueueOverview(
  model: ReadModel,
  db: Kysely<AppDatabase>,
): Promise<{ queues: QueueOverview[]; freshness: Freshness }> {
  await model.ensureWalked();
  const [fromIvr, fromRoutings] = await Promise.all([
    queueIdsOfIvrKeys(model),
    queueIdsOfRoutingsMadeHere(db),
  ]);
  await model.ensure('groups');
  const groupNames = new Map((await model.store.items('groups', '')).map((group) => [group.id, group.name]));
  const queueIds = [...new Set([...fromIvr, ...fromRoutings])];
  const metas = new Map((await model.store.metas('routings')).map((meta) => [meta.parent_id, meta]));
  const unread = queueIds.filter((queueId) => !metas.get(queueId)?.confirmed_at);
  await mapWithConcurrency(unread, LISTS_IN_FLIGHT, (queueId) => model.ensure('routings', queueId));
  const routingsOfQueues = new Map<string, GroupRouting[]>();
  for (const routing of await model.store.itemsUnder('routings', queueIds)) {
    const list = routingsOfQueues.get(routing.queueId) ?? [];
    list.push(routing);
    routingsOfQueues.set(routing.queueId, list);
  }
  const queues = queueIds.map((queueId) => {
    const sources: QueueSource[] = [];
    if (fromIvr.has(queueId)) sources.push('ivr');
    if (fromRoutings.has(queueId)) sources.push('routing');
    const queueGroups = (routingsOfQueues.get(queueId) ?? [])
      .map((routing) => ({
        routingId: routing.id,
        groupId: routing.groupId,
        groupName: groupNames.get(routing.groupId) ?? null,
        primary: routing.primary,
      }))
      .sort((a, b) => Number(b.primary) - Number(a.primary));
    return { queueId, sources, groups: queueGroups, unserved: queueGroups.length === 0 };
  });
  return { queues, freshness: await overviewFreshness(model, queueIds) };
}

/** The overview is as fresh as the oldest of what it shows: the last walk of the menus, each queue's routings. */
async function overviewFreshness(model: ReadModel, queueIds: string[]): Promise<Freshness> {
  const walk = await model.walks.lastFinished();
  const wanted = new Set(queueIds);
  const metas = (await model.store.metas('routings')).filter((meta) => wanted.has(meta.parent_id));
  return oldestFreshness([
    { asOf: walk?.finishedAt ?? null, refreshFailedAt: null },
    ...metas.map((meta) => ({ asOf: meta.confirmed_at, refreshFailedAt: meta.failed_at })),
  ]);
}

/** Filter, sort and page the overview the way the service pages its lists. */
export function pageQueueOverview(queues: QueueOverview[], query: QueueOverviewQuery): Page<QueueOverview> {
  const search = query.search ? foldForSearch(query.search) : undefined;
  const filtered = queues.filter(
    (queue) =>
      (!search || foldForSearch(queue.queueId).includes(search)) && (!query.unservedOnly || queue.unserved),
  );
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...filtered].sort((a, b) => {
    const byGroups = a.groups.length - b.groups.length;
    const byId = vietnameseCollator.compare(a.queueId, b.queueId);
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
