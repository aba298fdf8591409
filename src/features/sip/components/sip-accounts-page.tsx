import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SipAccountListItem } from '@/core/api/sip-accounts';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { toListQuery } from '@/components/resource/list-search';
import { sipKeys } from '@/api/sip/sip-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable, type ResourceColumn } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import { useSipAccounts } from '@/api/sip/get-sip-accounts';
import { useDeleteSipAccount } from '../api/delete-sip-account';
import { sipAccountsSearchSchema } from '../sip-accounts-search';
import { PasswordShownOnceModal, type ShownPassword } from './password-shown-once-modal';
import { SipAccountFilters } from './sip-account-filters';

const SipAccountFormModal = lazyDialog(() =>
  import('./sip-account-form-modal').then((module) => module.SipAccountFormModal),
);

/** SIP accounts of the contact center: username, extension, linked agent; passwords set, never listed. */
export function SipAccountsPage() {
  const { t } = useTranslation('sip');
  const { search, update } = useListSearch(sipAccountsSearchSchema);
  const query = toListQuery(search, 'sip-accounts');
  const actions = useListActions(['sip-accounts'], sipKeys.accounts.lists(), {
    path: '/sip-accounts/export.csv',
    query,
  });
  const accounts = useSipAccounts({
    ...query,
    username: search.username,
    serviceUserId: search.serviceUserId,
    extension: search.extension,
  });
  const remove = useDeleteSipAccount();
  const canWrite = useCan('sip:write');
  const dialogs = useResourceDialogs<SipAccountListItem>();
  const deleting = dialogs.deleting;
  const [shown, setShown] = useState<ShownPassword | null>(null);

  const columns: ResourceColumn<SipAccountListItem>[] = [
    {
      id: 'username',
      header: t('accounts.columns.username'),
      cell: (a) => a.username,
      sortValue: (a) => a.username,
      sortBy: 'username',
      rowHeader: true,
    },
    {
      id: 'extension',
      header: t('accounts.columns.extension'),
      cell: (a) => a.extension,
      sortValue: (a) => a.extension,
      sortBy: 'extension',
    },
    {
      id: 'user',
      header: t('accounts.columns.serviceUserId'),
      cell: (a) => a.serviceUserId ?? t('accounts.notLinked'),
      sortValue: (a) => a.serviceUserId,
      sortBy: 'serviceUserId',
    },
  ];

  return (
    <Stack gap="lg">
      <ResourcePageHeader
        title={t('accounts.title')}
        intro={t('accounts.intro')}
        createLabel={canWrite ? t('accounts.create') : undefined}
        onCreate={dialogs.openCreate}
        readOnly={!canWrite}
      />
      <ResourceTable
        server={actions}
        searchText={(account) => account.username}
        caption={t('accounts.tableCaption')}
        columns={columns}
        list={accounts}
        rowKey={(account) => account.username}
        rowName={(account) => account.username}
        search={search}
        onSearchChange={update}
        filters={<SipAccountFilters search={search} onApply={update} />}
        emptyMessage={t('accounts.empty')}
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (account) => (
                <RowActions
                  name={account.username}
                  canWrite={canWrite}
                  onEdit={() => dialogs.openEdit(account)}
                  onDelete={() => dialogs.openDelete(account)}
                />
              )
            : undefined
        }
      />
      {(dialogs.creating || dialogs.editing) && (
        <SipAccountFormModal account={dialogs.editing} onSaved={setShown} onClose={dialogs.close} />
      )}
      {shown && <PasswordShownOnceModal shown={shown} onClose={() => setShown(null)} />}
      {deleting && (
        <ConfirmDeleteModal
          name={t('accounts.deleteName', { username: deleting.username })}
          warning={t('accounts.deleteWarning')}
          remove={() => remove.mutateAsync(deleting.username)}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
