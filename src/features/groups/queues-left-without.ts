import type { QueueOverview } from '../../core/api/queues-overview';

/** The queues whose only group is this one: deleting it leaves their callers with no one to answer. */
export function queuesLeftWithout(groupId: string, queues: readonly QueueOverview[]): string[] {
  return queues
    .filter((queue) => queue.groups.length > 0 && queue.groups.every((group) => group.groupId === groupId))
    .map((queue) => queue.queueId);
}
