import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { listSearchSchema, toListQuery } from '@/components/resource/list-search';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import { oldestFreshness } from '@/core/api/read-model';
import { useGreetingUsage } from '@/api/greetings/get-greeting-usage';
import { useGreetingsTable } from '@/api/greetings/get-greetings';
import { greetingKeys } from '@/api/greetings/greeting-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { GreetingPlayer } from './greeting-player';
import { DeleteGreetingModal } from './delete-greeting-modal';
import { GreetingUsers } from './greeting-users';
import { UploadGreetingModal } from './upload-greeting-modal';

/** Greeting files: upload (checked by content), listen, see which menus play them, delete with a warning. */
export function GreetingFilesPage() {
  const { t, i18n } = useTranslation('greetings');
  const canWrite = useCan('greetings:write');
  const canReadIvr = useCan('ivr:read');
  const { search, update } = useListSearch(listSearchSchema);
  const query = toListQuery(search, 'greetings');
  const list = useGreetingsTable(query);
  // "Refresh now" re-reads what the "played in" column is drawn from too: the trees and every tree's nodes.
  const listActions = useListActions(
    canReadIvr ? ['greetings', 'ivr-trees', 'ivr-nodes'] : ['greetings'],
    greetingKeys.all,
    { path: '/greetings/export.csv', query },
  );
  const usage = useGreetingUsage(canReadIvr);
  const listFreshness = list.data?.freshness;
  const actions = {
    ...listActions,
    freshness:
      listFreshness && usage.data ? oldestFreshness([listFreshness, usage.data.freshness]) : listFreshness,
  };
  const dialogs = useResourceDialogs<GreetingFileWithPreview>();
  const usersOf = (file: GreetingFileWithPreview) =>
    usage.data?.items.find((item) => item.sid === file.id)?.nodes;

  const columns: ResourceColumn<GreetingFileWithPreview>[] = [
    {
      id: 'filename',
      header: t('table.columns.filename'),
      cell: (file) => file.filename,
      rowHeader: true,
      sortValue: (file) => file.filename,
      sortBy: 'filename',
    },
    {
      id: 'description',
      header: t('table.columns.description'),
      cell: (file) => file.description ?? '—',
      sortValue: (file) => file.description,
      sortBy: 'description',
    },
    {
      id: 'audio',
      header: t('table.columns.audio'),
      cell: (file) => <GreetingPlayer file={file} />,
      sortValue: (file) => file.durationMs,
    },
    {
      id: 'created',
      header: t('table.columns.created'),
      cell: (file) => formatDateTime(file.created, i18n.language),
      sortValue: (file) => file.created,
      sortBy: 'created',
    },
    ...(canReadIvr
      ? [
          {
            id: 'usedBy',
            header: t('table.columns.usedBy'),
            cell: (file: GreetingFileWithPreview) => <GreetingUsers nodes={usersOf(file)} />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <ResourcePageHeader
        title={t('title')}
        intro={t('intro')}
        createLabel={canWrite ? t('upload.open') : undefined}
        onCreate={dialogs.openCreate}
        readOnly={!canWrite}
      />
      <ResourceTable
        caption={t('table.caption')}
        columns={columns}
        list={list}
        rowKey={(file) => file.id}
        rowName={(file) => file.filename}
        search={search}
        onSearchChange={update}
        emptyMessage={t('table.empty')}
        searchText={(file) => `${file.filename} ${file.description ?? ''}`}
        server={actions}
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (file) => (
                <RowActions
                  name={file.filename}
                  canWrite={canWrite}
                  onDelete={() => dialogs.openDelete(file)}
                />
              )
            : undefined
        }
      />
      {dialogs.creating && <UploadGreetingModal onClose={dialogs.close} />}
      {dialogs.deleting && (
        <DeleteGreetingModal file={dialogs.deleting} canReadIvr={canReadIvr} onClose={dialogs.close} />
      )}
    </Stack>
  );
}
