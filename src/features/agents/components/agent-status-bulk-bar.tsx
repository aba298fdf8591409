import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@/core/api/agent-record';
import { notifyFailure } from '@/components/resource/notify';
import { useNotifyBulkResult } from '@/components/resource/use-notify-bulk-result';
import { useDescribeError } from '@/lib/use-describe-error';
import { useChangeAgentStatuses } from '../api/change-agent-statuses';

interface AgentStatusBulkBarProps {
  selected: ReadonlySet<string>;
  agents: readonly Agent[];
  onDone: () => void;
}

/** One status for every selected agent; the result names each agent that could not be changed. */
export function AgentStatusBulkBar({ selected, agents, onDone }: AgentStatusBulkBarProps) {
  const { t } = useTranslation(['agents', 'resources']);
  const describeError = useDescribeError();
  const change = useChangeAgentStatuses();
  const notifyBulkResult = useNotifyBulkResult();
  const [manualStatus, setManualStatus] = useState('');
  const [systemStatus, setSystemStatus] = useState('');
  const nameOf = (id: string) => agents.find((agent) => agent.id === id)?.name ?? id;

  const apply = async () => {
    // The input schema is classic Zod, which the list's first load does without: fetched at the first use.
    let bulkAgentStatusInputSchema;
    try {
      ({ bulkAgentStatusInputSchema } = await import('@/core/api/agents'));
    } catch (error) {
      notifyFailure(t('bulk.failedTitle'), describeError(error));
      return;
    }
    const parsed = bulkAgentStatusInputSchema.safeParse({
      agentIds: [...selected],
      ...(manualStatus.trim() ? { manualStatus } : {}),
      ...(systemStatus ? { systemStatus } : {}),
    });
    if (!parsed.success) {
      notifyFailure(t('bulk.failedTitle'), t('bulk.nothingToSet'));
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        notifyBulkResult(t('bulk.doneTitle'), result, nameOf);
        if (result.failed === 0) onDone();
      },
      onError: (error) => notifyFailure(t('bulk.failedTitle'), describeError(error)),
    });
  };

  return (
    <Paper withBorder p="sm" role="region" aria-label={t('bulk.region')}>
      <Group align="flex-end" gap="sm">
        <Text fw={500}>{t('resources:bulk.selected', { count: selected.size })}</Text>
        <TextInput
          label={t('bulk.manualStatus')}
          value={manualStatus}
          onChange={(event) => setManualStatus(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('bulk.systemStatus')}
          value={systemStatus}
          onChange={(event) => setSystemStatus(event.currentTarget.value)}
          data={[
            { value: '', label: t('bulk.keep') },
            { value: 'not_in_call', label: t('systemStatus.not_in_call') },
            { value: 'in_call', label: t('systemStatus.in_call') },
          ]}
        />
        <Button onClick={() => void apply()} loading={change.isPending}>
          {t('bulk.apply')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('resources:bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
