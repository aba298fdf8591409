import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SipPhone } from '@/core/api/sip-phones';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import { useSipPhonesTable } from '@/api/sip/get-sip-phones';
import { sipKeys } from '@/api/sip/sip-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { toListQuery } from '@/components/resource/list-search';
import { useDeleteSipPhone } from '../api/delete-sip-phone';
import { sipPhonesSearchSchema } from '../sip-phones-search';
import { PasswordShownOnceModal, type ShownPassword } from './password-shown-once-modal';
import { RegistrationCard } from './registration-card';

const SipPhoneFormModal = lazyDialog(() =>
  import('./sip-phone-form-modal').then((module) => module.SipPhoneFormModal),
);

/** SIP phones of the project, by their full SIP username; with how to register one. */
export function SipPhonesPage() {
  const { t } = useTranslation('sip');
  const { search, update } = useListSearch(sipPhonesSearchSchema);
  const query = toListQuery(search, 'sip-phones');
  const phones = useSipPhonesTable(query);
  const actions = useListActions(['sip-phones'], sipKeys.phones.lists(), {
    path: '/sip-phones/export.csv',
    query,
  });
  const remove = useDeleteSipPhone();
  const canWrite = useCan('sip:write');
  const dialogs = useResourceDialogs<SipPhone>();
  const deleting = dialogs.deleting;
  const [shown, setShown] = useState<ShownPassword | null>(null);

  const columns: ResourceColumn<SipPhone>[] = [
    {
      id: 'username',
      header: t('phones.columns.username'),
      cell: (p) => p.username,
      sortValue: (p) => p.username,
      sortBy: 'username',
      rowHeader: true,
    },
    {
      id: 'extension',
      header: t('phones.columns.extension'),
      cell: (p) => p.extension ?? '—',
      sortValue: (p) => p.extension,
      sortBy: 'extension',
    },
    {
      id: 'email',
      header: t('phones.columns.email'),
      cell: (p) => p.email ?? '—',
      sortValue: (p) => p.email,
      sortBy: 'email',
    },
  ];

  return (
    <Stack gap="lg">
      <ResourcePageHeader
        title={t('phones.title')}
        intro={t('phones.intro')}
        createLabel={canWrite ? t('phones.create') : undefined}
        onCreate={dialogs.openCreate}
        readOnly={!canWrite}
      />
      <RegistrationCard />
      <ResourceTable
        caption={t('phones.tableCaption')}
        columns={columns}
        list={phones}
        paged={false}
        rowKey={(phone) => phone.username}
        rowName={(phone) => phone.username}
        search={search}
        onSearchChange={update}
        searchText={(phone) => `${phone.username} ${phone.extension ?? ''} ${phone.email ?? ''}`}
        server={actions}
        emptyMessage={t('phones.empty')}
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (phone) => (
                <RowActions
                  name={phone.username}
                  canWrite={canWrite}
                  onEdit={() => dialogs.openEdit(phone)}
                  onDelete={() => dialogs.openDelete(phone)}
                />
              )
            : undefined
        }
      />
      {(dialogs.creating || dialogs.editing) && (
        <SipPhoneFormModal phone={dialogs.editing} onSaved={setShown} onClose={dialogs.close} />
      )}
      {shown && <PasswordShownOnceModal shown={shown} onClose={() => setShown(null)} />}
      {deleting && (
        <ConfirmDeleteModal
          name={t('phones.deleteName', { username: deleting.username })}
          warning={t('phones.deleteWarning')}
          remove={() => remove.mutateAsync(deleting.username)}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
