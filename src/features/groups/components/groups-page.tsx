import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/core/api/groups';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { toListQuery } from '@/components/resource/list-search';
import { groupKeys } from '@/api/groups/group-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '@/api/groups/get-groups';
import { useEveryQueue } from '@/api/queues/get-every-queue';
import { queuesLeftWithout } from '../queues-left-without';
import { groupsSearchSchema } from '../groups-search';

const GroupFormModal = lazyDialog(() => import('./group-form-modal').then((module) => module.GroupFormModal));

/** Agent groups: name and how many agents each has; create, rename, delete. */
export function GroupsPage() {
  const { t } = useTranslation('groups');
  const { search, update } = useListSearch(groupsSearchSchema);
  const query = toListQuery(search, 'groups');
  const groups = useGroups(query);
  const actions = useListActions(['groups'], groupKeys.all, { path: '/groups/export.csv', query });
  const remove = useDeleteGroup();
  const canWrite = useCan('groups:write');
  const dialogs = useResourceDialogs<Group>();
  const deleting = dialogs.deleting;
  const queues = useEveryQueue(deleting !== null);
  const leftWithout = deleting && queues.data ? queuesLeftWithout(deleting.id, queues.data) : [];
  const deleteWarning = [
    leftWithout.length > 0 &&
      t('deleteLeavesQueues', { count: leftWithout.length, queues: leftWithout.join(', ') }),
    t('deleteWarning'),
  ]
    .filter(Boolean)
    .join(' ');

  const columns: ResourceColumn<Group>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (group) => group.name,
      sortValue: (group) => group.name,
      sortBy: 'name',
      rowHeader: true,
    },
    {
      id: 'agents',
      header: t('columns.agentCount'),
      cell: (group) => group.agentCount ?? t('unknownCount'),
      sortValue: (group) => group.agentCount,
      sortBy: 'agentCount',
    },
  ];

  return (
    <Stack gap="lg">
      <ResourcePageHeader
        title={t('title')}
        intro={t('intro')}
        createLabel={canWrite ? t('create') : undefined}
        onCreate={dialogs.openCreate}
        readOnly={!canWrite}
      />
      <ResourceTable
        caption={t('tableCaption')}
        columns={columns}
        list={groups}
        rowKey={(group) => group.id}
        rowName={(group) => group.name}
        search={search}
        onSearchChange={update}
        searchText={(group) => group.name}
        server={actions}
        emptyMessage={t('empty')}
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (group) => (
                <RowActions
                  name={group.name}
                  canWrite={canWrite}
                  onEdit={() => dialogs.openEdit(group)}
                  onDelete={() => dialogs.openDelete(group)}
                />
              )
            : undefined
        }
      />
      {(dialogs.creating || dialogs.editing) && (
        <GroupFormModal group={dialogs.editing} onClose={dialogs.close} />
      )}
      {deleting && (
        <ConfirmDeleteModal
          name={t('deleteName', { name: deleting.name })}
          warning={deleteWarning}
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
