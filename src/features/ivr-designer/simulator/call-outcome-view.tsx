import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '@/core/ivr/simulator/call-types';
import { useEveryGroup } from '@/api/groups/get-groups';
import { useEveryQueueGroup } from '@/api/queues/get-queue-groups';
import { outcomeText } from './outcome-text';

/** The groups behind the queue the call reached, primary first, with their agent counts. */
function QueueGroups({ queueId }: { queueId: string }) {
  const { t } = useTranslation('simulator');
  const routings = useEveryQueueGroup(queueId);
  const groups = useEveryGroup(routings.isSuccess);
  if (routings.isPending) return <Text size="sm">{t('outcome.groupsLoading')}</Text>;
  if (routings.isError) return <Text size="sm">{t('outcome.groupsUnavailable')}</Text>;
  if (routings.data.length === 0) return <Text size="sm">{t('outcome.noGroups')}</Text>;
  const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));
  const sorted = [...routings.data].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <List size="sm" aria-label={t('outcome.groupsLabel')}>
      {sorted.map((routing) => {
        const group = byId.get(routing.groupId);
        return (
          <List.Item key={routing.id}>
            {t(routing.primary ? 'outcome.primaryGroup' : 'outcome.secondaryGroup', {
              name: group?.name ?? routing.groupId,
            })}
            {group?.agentCount != null && ` · ${t('outcome.agents', { count: group.agentCount })}`}
          </List.Item>
        );
      })}
    </List>
  );
}

const COLOURS: Record<CallOutcome['kind'], string> = {
  queue: 'green',
  forward: 'green',
  hangup: 'gray',
  voicemail: 'yellow',
  sms: 'yellow',
  noAction: 'orange',
};

/** How the simulated call ended. */
export function CallOutcomeView({ outcome }: { outcome: CallOutcome }) {
  const { t } = useTranslation('simulator');
  return (
    <Alert color={COLOURS[outcome.kind]} title={t('outcome.title')} role="status">
      <Text fw={600}>{outcomeText(t, outcome)}</Text>
      {outcome.kind === 'queue' && <QueueGroups queueId={outcome.queueId} />}
    </Alert>
  );
}
