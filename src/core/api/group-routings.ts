import { z } from 'zod';
import { flag, objectId } from './field-rules';

/**
 * A group serving a queue. A primary group takes the queue's calls first: the others get a call only when
 * every agent of the primary groups is unavailable.
 */
export const groupRoutingSchema = z.object({
  id: z.string(),
  queueId: z.string(),
  groupId: z.string(),
  primary: z.boolean(),
});
export type GroupRouting = z.infer<typeof groupRoutingSchema>;

const primary = flag('Primary group');

export const createGroupRoutingInputSchema = z.object({
  queueId: objectId('Queue'),
  groupId: objectId('Group'),
  primary,
});
export type CreateGroupRoutingInput = z.infer<typeof createGroupRoutingInputSchema>;

export const updateGroupRoutingInputSchema = z.object({ primary });
export type UpdateGroupRoutingInput = z.infer<typeof updateGroupRoutingInputSchema>;

/** The routings are listed one queue at a time. */
export const groupRoutingQueueSchema = objectId('Queue');

/** POST /api/queues/:queueId/groups: the queue comes from the path, not the body. */
export const createGroupRoutingBodySchema = createGroupRoutingInputSchema.omit({ queueId: true });
export type CreateGroupRoutingBody = z.infer<typeof createGroupRoutingBodySchema>;
