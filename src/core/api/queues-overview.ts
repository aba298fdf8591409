import { z } from 'zod';
import { pageSchema } from './paging';

/** Where Switchboard learnt of a queue: an IVR key routes callers to it, or a group was routed to it here. */
export const queueSourceSchema = z.enum(['ivr', 'routing']);
export type QueueSource = z.infer<typeof queueSourceSchema>;

export const queueOverviewGroupSchema = z.object({
  routingId: z.string(),
  groupId: z.string(),
  /** Null when the group no longer exists at the service. */
  groupName: z.string().nullable(),
  primary: z.boolean(),
});

/** One queue: its groups, primary first, and whether no group serves it (its callers would wait forever). */
export const queueOverviewSchema = z.object({
  queueId: z.string(),
  sources: z.array(queueSourceSchema),
  groups: z.array(queueOverviewGroupSchema),
  unserved: z.boolean(),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

export const queueOverviewPageSchema = pageSchema(queueOverviewSchema);

const flagText = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * GET /api/queues: the service has no queue endpoint, so the BFF gathers the ids and pages them itself,
 * with the same page/pageSize rules as the service's lists (at most 100 a page).
 */
export const queueOverviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  /** Part of the queue id, any case. */
  search: z.string().trim().max(64).optional(),
  /** Only the queues no group serves. */
  unservedOnly: flagText,
  sort: z.enum(['queueId', 'groups']).default('queueId'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type QueueOverviewQuery = z.output<typeof queueOverviewQuerySchema>;
