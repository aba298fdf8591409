import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@/core/api/agents';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import { toListQuery } from '@/components/resource/list-search';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { ResourcePageHeader } from '@/components/resource/resource-page-header';
import { ResourceTable } from '@/components/resource/resource-table';
import { RowActions } from '@/components/resource/row-actions';
import { useCan } from '@/components/resource/use-can';
import { useListSearch } from '@/components/resource/use-list-search';
import { useResourceDialogs } from '@/components/resource/use-resource-dialogs';
import { useDeleteAgent } from '../api/delete-agent';
import { useAgents } from '@/api/agents/get-agents';
import { agentKeys } from '@/api/agents/agent-keys';
import { useListActions } from '@/api/read-model/use-list-actions';
import { agentsSearchSchema } from '../agents-search';
import { AgentStatusBulkBar } from './agent-status-bulk-bar';
import { useAgentColumns } from './use-agent-columns';
import { useLinkedSipAccounts } from './use-linked-sip-accounts';

const AgentFormModal = lazyDialog(() => import('./agent-form-modal').then((module) => module.AgentFormModal));

/** Agents: who takes calls, how calls reach them, their status; create, change, delete, bulk status. */
export function AgentsPage() {
  const { t } = useTranslation('agents');
  const { search, update } = useListSearch(agentsSearchSchema);
  const query = toListQuery(search, 'agents');
  const agents = useAgents(query);
  const actions = useListActions(['agents'], agentKeys.all, { path: '/agents/export.csv', query });
  const remove = useDeleteAgent();
  const canWrite = useCan('agents:write');
  const dialogs = useResourceDialogs<Agent>();
  const deleting = dialogs.deleting;
  const linkedSip = useLinkedSipAccounts(deleting?.serviceUserId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useAgentColumns();

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
        list={agents}
        rowKey={(agent) => agent.id}
        rowName={(agent) => agent.name}
        search={search}
        onSearchChange={update}
        searchText={(agent) => `${agent.name} ${agent.serviceUserId} ${agent.phoneNumber ?? ''}`}
        server={actions}
        emptyMessage={t('empty')}
        selection={canWrite ? { selected, onChange: setSelected } : undefined}
        bulkActions={
          <AgentStatusBulkBar
            selected={selected}
            agents={agents.data?.items ?? []}
            onDone={() => setSelected(new Set())}
          />
        }
        // No empty Actions column for those who may not change anything.
        rowActions={
          canWrite
            ? (agent) => (
                <RowActions
                  name={agent.name}
                  canWrite={canWrite}
                  onEdit={() => dialogs.openEdit(agent)}
                  onDelete={() => dialogs.openDelete(agent)}
                />
              )
            : undefined
        }
      />
      {(dialogs.creating || dialogs.editing) && (
        <AgentFormModal agent={dialogs.editing} onClose={dialogs.close} />
      )}
      {deleting && (
        <ConfirmDeleteModal
          name={t('deleteName', { name: deleting.name })}
          warning={
            linkedSip.length > 0
              ? t('deleteLinkedSip', { count: linkedSip.length, accounts: linkedSip.join(', ') })
              : undefined
          }
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
