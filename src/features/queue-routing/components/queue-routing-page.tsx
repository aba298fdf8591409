import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { useCan } from '@/components/resource/use-can';
import { OpenQueueForm } from './open-queue-form';
import { QueueGroupsPanel } from './queue-groups-panel';
import { QueuesOverviewTable } from './queues-overview-table';
import { useQueueRoutingSearch } from './use-queue-routing-search';

/** Which groups serve each queue: the overview of every queue, and the groups of the queue opened. */
export function QueueRoutingPage() {
  const { t } = useTranslation('queueRouting');
  const canWrite = useCan('routing:write');
  const { search, update } = useQueueRoutingSearch();
  return (
    <Stack gap="lg">
      <ResourcePageHeader title={t('title')} intro={t('intro')} readOnly={!canWrite} />
      <OpenQueueForm onOpen={(queueId) => update({ queueId, gPage: undefined, page: search.page })} />
      {search.queueId && (
        <QueueGroupsPanel key={search.queueId} queueId={search.queueId} search={search} update={update} />
      )}
      <QueuesOverviewTable search={search} update={update} />
    </Stack>
  );
}
