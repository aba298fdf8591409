import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { toPageQuery } from '@/components/resource/list-search';
import type { QueueOverview } from '@/core/api/queues-overview';
import { useQueuesOverview } from '@/api/queues/get-queues-overview';
import type { QueueRoutingSearch } from '../queue-routing-search';
import { PriorityBadge } from './priority-badge';

type Props = {
  search: QueueRoutingSearch;
  update: (change: Partial<QueueRoutingSearch>) => void;
};

/** Every queue Switchboard knows of (IVR keys, routings made here), its groups, and the ones none serves. */
export function QueuesOverviewTable({ search, update }: Props) {
  const { t } = useTranslation('queueRouting');
  const sort = search.sort === 'groups' ? 'groups' : 'queueId';
  const list = useQueuesOverview({
    ...toPageQuery(search),
    search: search.q,
    unservedOnly: search.unserved,
    sort,
    order: search.sort ? (search.dir ?? 'asc') : 'asc',
  });
  const columns: ResourceColumn<QueueOverview>[] = [
    {
      id: 'queueId',
      header: t('overview.columns.queue'),
      cell: (queue) => queue.queueId,
      rowHeader: true,
      sortValue: (queue) => queue.queueId,
    },
    {
      id: 'groups',
      header: t('overview.columns.groups'),
      sortValue: (queue) => queue.groups.length,
      cell: (queue) =>
        queue.unserved ? (
          <Badge color="red" variant="light">
            {t('overview.unserved')}
          </Badge>
        ) : (
          <Stack gap={4}>
            {queue.groups.map((group) => (
              <Group key={group.routingId} gap={6} wrap="nowrap">
                <PriorityBadge primary={group.primary} />
                <Text size="sm">{group.groupName ?? group.groupId}</Text>
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      id: 'sources',
      header: t('overview.columns.sources'),
      cell: (queue) => queue.sources.map((source) => t(`overview.sources.${source}`)).join(', '),
    },
  ];
  return (
    <ResourceTable
      caption={t('overview.caption')}
      columns={columns}
      list={list}
      rowKey={(queue) => queue.queueId}
      rowName={(queue) => queue.queueId}
      search={search}
      onSearchChange={update}
      emptyMessage={t('overview.empty')}
      searchText={(queue) => queue.queueId}
      filters={
        <Checkbox
          label={t('overview.unservedOnly')}
          checked={search.unserved ?? false}
          onChange={(event) => update({ unserved: event.currentTarget.checked || undefined })}
        />
      }
      rowActions={(queue) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => update({ queueId: queue.queueId, gPage: undefined, page: search.page })}
          aria-label={t('overview.openNamed', { queueId: queue.queueId })}
        >
          {t('overview.open')}
        </Anchor>
      )}
    />
  );
}
