import { formatPhoneNumber } from '@/core/phone-number';
import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BlacklistedNumber } from '@/core/api/blacklist';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { toListQuery } from '@/components/resource/list-search';
import { blacklistKeys } from '@/api/blacklist/blacklist-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import { useDeleteEntry } from '../api/delete-entry';
import { useBlacklist } from '@/api/blacklist/get-blacklist';
import { blacklistSearchSchema } from '../blacklist-search';
import { BulkAddModal } from './bulk-add-modal';
import { FullTextBadge } from '@/components/full-text-badge';

const BlacklistFormModal = lazyDialog(() =>
  import('./blacklist-form-modal').then((module) => module.BlacklistFormModal),
);

function BlockBadge({ blocked, yes, no }: { blocked: boolean; yes: string; no: string }) {
  return (
    <FullTextBadge variant="light" color={blocked ? 'red' : 'gray'}>
      {blocked ? yes : no}
    </FullTextBadge>
  );
}

/** Callers' numbers refused in IVR menus and/or queues; add one or many, change, remove. */
export function BlacklistPage() {
  const { t } = useTranslation('blacklist');
  const { search, update } = useListSearch(blacklistSearchSchema);
  const query = toListQuery(search, 'blacklist');
  const entries = useBlacklist(query);
  const actions = useListActions(['blacklist'], blacklistKeys.all, { path: '/blacklist/export.csv', query });
  const remove = useDeleteEntry();
  const canWrite = useCan('blacklist:write');
  const dialogs = useResourceDialogs<BlacklistedNumber>();
  const deleting = dialogs.deleting;
  const [addingMany, addMany] = useDisclosure(false);
  const yes = t('blocked');
  const no = t('notBlocked');

  const columns: ResourceColumn<BlacklistedNumber>[] = [
    {
      id: 'number',
      header: t('columns.number'),
      cell: (e) => formatPhoneNumber(e.number),
      sortValue: (e) => e.number,
      sortBy: 'number',
      rowHeader: true,
    },
    {
      id: 'ivr',
      header: t('columns.ivrBlocked'),
      cell: (e) => <BlockBadge blocked={e.ivrBlocked} yes={yes} no={no} />,
      sortValue: (e) => Number(e.ivrBlocked),
      sortBy: 'ivrBlocked',
    },
    {
      id: 'queue',
      header: t('columns.queueBlocked'),
      cell: (e) => <BlockBadge blocked={e.queueBlocked} yes={yes} no={no} />,
      sortValue: (e) => Number(e.queueBlocked),
      sortBy: 'queueBlocked',
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
        extraActions={
          canWrite && (
            <Button
              variant="light"
              leftSection={<IconListNumbers size={18} aria-hidden />}
              onClick={addMany.open}
            >
              {t('addMany')}
            </Button>
          )
        }
      />
      <ResourceTable
        caption={t('tableCaption')}
        columns={columns}
        list={entries}
        rowKey={(entry) => entry.id}
        rowName={(entry) => formatPhoneNumber(entry.number)}
        search={search}
        onSearchChange={update}
        searchText={(entry) => `${entry.number} ${formatPhoneNumber(entry.number)}`}
        server={actions}
        emptyMessage={t('empty')}
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (entry) => (
                <RowActions
                  name={formatPhoneNumber(entry.number)}
                  canWrite={canWrite}
                  onEdit={() => dialogs.openEdit(entry)}
                  onDelete={() => dialogs.openDelete(entry)}
                />
              )
            : undefined
        }
      />
      {(dialogs.creating || dialogs.editing) && (
        <BlacklistFormModal entry={dialogs.editing} onClose={dialogs.close} />
      )}
      {addingMany && (
        <BulkAddModal
          listed={entries.data?.items.map((entry) => entry.number) ?? []}
          onClose={addMany.close}
        />
      )}
      {deleting && (
        <ConfirmDeleteModal
          name={t('deleteName', { number: formatPhoneNumber(deleting.number) })}
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
