import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKeyLabel } from '../flow/use-key-label';
import type { TranscriptEntry } from './call-driver';
import { transcriptLineText } from './transcript-text';

/** m:ss.s of the caller's time. */
function clockOf(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

/** Every step of the call with the caller's time it happened at. */
export function TranscriptTable({
  entries,
  nameOf,
}: {
  entries: TranscriptEntry[];
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation('simulator');
  const keyLabel = useKeyLabel();
  if (entries.length === 0) return <Text c="dimmed">{t('transcript.empty')}</Text>;
  return (
    <Table striped aria-label={t('transcript.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={90}>
            {t('transcript.time')}
          </Table.Th>
          <Table.Th scope="col">{t('transcript.step')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td ff="monospace">{clockOf(entry.atMs)}</Table.Td>
            <Table.Td>{transcriptLineText(t, entry.line, nameOf, keyLabel)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
