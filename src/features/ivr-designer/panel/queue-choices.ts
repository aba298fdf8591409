import type { TFunction } from 'i18next';
import type { Group } from '@/core/api/groups';
import type { QueueOverview } from '@/core/api/queues-overview';

/**
 * The groups serving a queue, in words: "Kỹ thuật (5 agents, primary), Thẻ tín dụng (4 agents)". A group is
 * called by `labelOf` when it knows it (two groups of one name are told apart by their ids).
 */
export function servingGroupsText(
  t: TFunction<'ivr'>,
  queue: QueueOverview,
  agentCountOf: (groupId: string) => number | null | undefined,
  labelOf: (groupId: string) => string | undefined = () => undefined,
): string {
  if (queue.groups.length === 0) return t('panel.queuePicker.unserved');
  return queue.groups
    .map((group) => {
      const name = labelOf(group.groupId) ?? group.groupName ?? t('panel.queuePicker.goneGroup');
      const count = agentCountOf(group.groupId);
      const size =
        count === null || count === undefined ? name : t('panel.queuePicker.groupSize', { name, count });
      return group.primary ? t('panel.queuePicker.primary', { group: size }) : size;
    })
    .join(', ');
}

/** Agent counts by group id, from the groups list (the queue overview names groups but not their size). */
export const agentCountsOf = (groups: readonly Group[] | undefined) => {
  const counts = new Map((groups ?? []).map((group) => [group.id, group.agentCount]));
  return (groupId: string) => counts.get(groupId);
};
