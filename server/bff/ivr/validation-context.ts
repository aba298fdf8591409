import type { ValidationContext } from '@/core/api/ivr-designer-validation-context';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { allPages } from '../routes/contact-center/all-pages';
import { mapWithConcurrency } from '../routes/contact-center/map-with-concurrency';
import type { ReadModel } from '../read-model/read-model';
import type { ServiceClients } from '../upstream/service-clients';

/** A few routing lists in flight at once: quick for a menu with many queues, gentle on the service. */
const ROUTING_LISTS_IN_FLIGHT = 4;

/** The queue ids a menu's keys route to. */
export const queueIdsOf = (menu: IvrMenu): string[] => [
  ...new Set(menu.keys.flatMap((key) => (key.action.kind === 'queue' ? [key.action.queueId] : []))),
];

/**
 * What validateMenu needs from the service: greeting file names, blacklisted numbers (every page) and,
 * of the given queues, those some group is routed to (the service lists routings one queue at a time).
 */
export async function readValidationContext(
  service: ServiceClients,
  queueIds: readonly string[],
): Promise<ValidationContext> {
  const checkedQueueIds = [...new Set(queueIds)];
  const [greetings, blacklist, routed] = await Promise.all([
    service.telephony.greetingFiles.list(),
    allPages((query) => service.contactCenter.blacklist.list(query)),
    mapWithConcurrency(checkedQueueIds, ROUTING_LISTS_IN_FLIGHT, async (queueId) => {
      const page = await service.contactCenter.groupRoutings.list(queueId);
      return page.total > 0 || page.items.length > 0 ? queueId : null;
    }),
  ]);
  return {
    greetingFileNames: greetings.items.map((file) => file.filename),
    blacklistedNumbers: blacklist.map((entry) => entry.number),
    routedQueueIds: routed.filter((queueId): queueId is string => queueId !== null),
    checkedQueueIds,
  };
}

/**
 * The same context from the read model, for the designer: no list of the service is read again while the
 * copy holds it (a routing list never read yet is read once, then kept). Publishing keeps reading the
 * service itself (readValidationContext).
 */
export async function readValidationContextFromCopy(
  model: ReadModel,
  queueIds: readonly string[],
): Promise<ValidationContext> {
  const every = { sort: 'filename', order: 'asc' as const };
  const checkedQueueIds = [...new Set(queueIds)];
  const [greetings, blacklist, routed] = await Promise.all([
    model.rows('greetings', '', every),
    model.rows('blacklist', '', { sort: 'number', order: 'asc' }),
    mapWithConcurrency(checkedQueueIds, ROUTING_LISTS_IN_FLIGHT, async (queueId) => {
      const { rows } = await model.rows('routings', queueId, { sort: 'groupId', order: 'asc' });
      return rows.length > 0 ? queueId : null;
    }),
  ]);
  return {
    greetingFileNames: greetings.rows.map((file) => file.filename),
    blacklistedNumbers: blacklist.rows.map((entry) => entry.number),
    routedQueueIds: routed.filter((queueId): queueId is string => queueId !== null),
    checkedQueueIds,
  };
}
