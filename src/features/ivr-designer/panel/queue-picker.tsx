import { Autocomplete, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useEveryGroup } from '@/api/groups/get-groups';
import { groupLabels } from '@/api/groups/group-labels';
import { useQueuesOverview } from '@/api/queues/get-queues-overview';
import { agentCountsOf, servingGroupsText } from './queue-choices';
import { FieldWarning } from './field-warning';

/** The overview's search takes at most this much of an id. */
const SEARCH_MAX = 64;

interface QueuePickerProps {
  label: string;
  value: string;
  onChange: (queueId: string) => void;
  /** A queue was chosen from the list: the form applies it at once. */
  onPick: () => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * The queue a key sends callers to, picked from the queues Switchboard knows (each with the groups and
 * agents serving it), or a new id typed in, with a warning that no group serves it yet.
 */
export function QueuePicker({ label, value, onChange, onPick, onBlur, error }: QueuePickerProps) {
  const { t } = useTranslation('ivr');
  const typed = value.trim();
  const [search] = useDebouncedValue(typed.slice(0, SEARCH_MAX), 250);
  const queues = useQueuesOverview({
    page: 1,
    pageSize: 100,
    sort: 'queueId',
    order: 'asc',
    ...(search !== '' && { search }),
  });
  const groups = useEveryGroup();
  const agentCountOf = agentCountsOf(groups.data);
  const labels = groupLabels(groups.data ?? []);
  const labelOf = (groupId: string) => labels.get(groupId);
  const known = queues.data?.items ?? [];
  const byId = new Map(known.map((queue) => [queue.queueId, queue]));
  const chosen = byId.get(typed);
  // Only an answer for what is typed now may say that a queue is unknown.
  const settled = search === typed.slice(0, SEARCH_MAX) && !queues.isFetching && queues.isSuccess;
  const warning =
    typed === '' || !settled
      ? null
      : !chosen
        ? t('panel.queuePicker.newQueue')
        : chosen.unserved
          ? t('panel.queuePicker.unservedWarning')
          : null;
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      onOptionSubmit={(queueId) => {
        // Mantine sets the value after this call; the form needs it before it applies.
        onChange(queueId);
        onPick();
      }}
      onBlur={onBlur}
      error={error}
      data={known.map((queue) => queue.queueId)}
      // The BFF has searched already; every answer it gave is a choice.
      filter={({ options }) => options}
      maxDropdownHeight={280}
      renderOption={({ option }) => {
        const queue = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.value}</Text>
            {queue && (
              <Text size="xs" c="dimmed">
                {queue.unserved ? (
                  <FieldWarning>{servingGroupsText(t, queue, agentCountOf, labelOf)}</FieldWarning>
                ) : (
                  servingGroupsText(t, queue, agentCountOf, labelOf)
                )}
              </Text>
            )}
          </Stack>
        );
      }}
      description={
        warning ? (
          <FieldWarning>{warning}</FieldWarning>
        ) : chosen ? (
          t('panel.queuePicker.servedBy', { groups: servingGroupsText(t, chosen, agentCountOf, labelOf) })
        ) : undefined
      }
    />
  );
}
