import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { toPageQuery } from '@/components/resource/list-search';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import type { GroupRouting } from '@/core/api/group-routings';
import { useEveryGroup } from '@/api/groups/get-groups';
import { groupLabels } from '@/api/groups/group-labels';
import { useQueueGroups } from '@/api/queues/get-queue-groups';
import { queueKeys } from '@/api/queues/queue-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { useRemoveGroupRouting } from '../api/remove-group-routing';
import { fromGroupsListSearch, groupsListSearch, type QueueRoutingSearch } from '../queue-routing-search';
import { AddGroupModal } from './add-group-modal';
import { EditRoutingModal } from './edit-routing-modal';
import { PriorityBadge } from './priority-badge';

type Props = {
  queueId: string;
  search: QueueRoutingSearch;
  update: (change: Partial<QueueRoutingSearch>) => void;
};

/** The groups serving one queue, primary first: add one, switch its priority, remove it. */
export function QueueGroupsPanel({ queueId, search, update }: Props) {
  const { t } = useTranslation('queueRouting');
  const canWrite = useCan('routing:write');
  const listSearch = groupsListSearch(search);
  const list = useQueueGroups(queueId, toPageQuery(listSearch));
  // The CSV holds every group of the queue, primary first as on screen.
  const actions = useListActions(
    ['routings'],
    queueKeys.all,
    {
      path: `/queues/${encodeURIComponent(queueId)}/groups/export.csv`,
      query: { sort: 'primary', order: 'desc' },
    },
    queueId,
  );
  const groups = useEveryGroup();
  const remove = useRemoveGroupRouting();
  const dialogs = useResourceDialogs<GroupRouting>();
  const labels = groupLabels(groups.data ?? []);
  const groupName = (groupId: string) => labels.get(groupId) ?? groupId;
  const serving = new Set(list.data?.items.map((routing) => routing.groupId) ?? []);
  const isLast = (list.data?.total ?? 0) <= 1;

  const columns: ResourceColumn<GroupRouting>[] = [
    {
      id: 'group',
      header: t('groups.columns.group'),
      cell: (routing) => groupName(routing.groupId),
      rowHeader: true,
      sortValue: (routing) => groupName(routing.groupId),
    },
    {
      id: 'priority',
      header: t('groups.columns.priority'),
      cell: (routing) => <PriorityBadge primary={routing.primary} />,
      sortValue: (routing) => (routing.primary ? 0 : 1),
    },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="queue-groups-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="queue-groups-title">
            {t('groups.title', { queueId })}
          </Title>
          <Group gap="sm">
            {canWrite && (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.openCreate}>
                {t('groups.add')}
              </Button>
            )}
            <Button
              variant="subtle"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => update({ queueId: undefined, page: search.page })}
            >
              {t('groups.close')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('groups.intro')}
        </Text>
        <ResourceTable
          caption={t('groups.caption', { queueId })}
          columns={columns}
          list={list}
          rowKey={(routing) => routing.id}
          rowName={(routing) => groupName(routing.groupId)}
          search={listSearch}
          onSearchChange={(change) => update({ ...fromGroupsListSearch(change), page: search.page })}
          emptyMessage={t('groups.empty')}
          server={actions}
          rowActions={(routing) => (
            <RowActions
              name={groupName(routing.groupId)}
              canWrite={canWrite}
              onEdit={() => dialogs.openEdit(routing)}
              onDelete={() => dialogs.openDelete(routing)}
            />
          )}
        />
      </Stack>
      {dialogs.creating && (
        <AddGroupModal
          queueId={queueId}
          groups={groups.data ?? []}
          servingGroupIds={serving}
          onClose={dialogs.close}
        />
      )}
      {dialogs.editing && (
        <EditRoutingModal
          routing={dialogs.editing}
          groupName={groupName(dialogs.editing.groupId)}
          onClose={dialogs.close}
        />
      )}
      {dialogs.deleting && (
        <ConfirmDeleteModal
          name={t('remove.name', { name: groupName(dialogs.deleting.groupId), queueId })}
          warning={isLast ? t('remove.lastGroup') : undefined}
          remove={() => remove.mutateAsync(dialogs.deleting?.id ?? '')}
          onClose={dialogs.close}
        />
      )}
    </Paper>
  );
}
