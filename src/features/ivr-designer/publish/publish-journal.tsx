import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@/core/api/ivr-designer-publishes';
import { useOperationText, type KeyLookup } from './operation-text';

const statusColor = { pending: 'gray', applied: 'green', failed: 'red' } as const;

/** Every service call of a publish with its outcome: what went through, what failed and why. */
export function PublishJournal({
  entries,
  nodeName,
  keyOf,
}: {
  entries: readonly JournalEntry[];
  nodeName: (nodeId: string) => string;
  keyOf?: KeyLookup;
}) {
  const { t } = useTranslation('ivr');
  const describe = useOperationText(nodeName, keyOf);
  return (
    <Table.ScrollContainer minWidth={480} mah={280}>
      <Table captionSide="top" withTableBorder>
        <Table.Caption>{t('publish.journal.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">{t('publish.journal.operation')}</Table.Th>
            <Table.Th scope="col">{t('publish.journal.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.seq}>
              <Table.Td>{entry.seq}</Table.Td>
              <Table.Td>
                {describe(entry)}
                {entry.error && (
                  <Text size="xs" c="red.8">
                    {entry.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[entry.status]}>
                  {t(`publish.journal.statuses.${entry.status}`)}
                  {entry.uncertain ? ` · ${t('publish.journal.uncertain')}` : ''}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
