import { Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TranscriptEntry, TranscriptLine } from './call-driver';
import { outcomeText } from './outcome-text';

/** m:ss.s of the caller's time. */
function clockOf(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

function lineText(t: TFunction<'simulator'>, line: TranscriptLine, nameOf: (id: string) => string): string {
  switch (line.kind) {
    case 'entered':
      return t('transcript.entered', { name: nameOf(line.nodeId) });
    case 'delay':
      return t('transcript.delay', { ms: line.ms });
    case 'prompt':
      return line.prompt.playMode === 'talk'
        ? t('transcript.talk', { text: line.prompt.content })
        : t('transcript.play', { file: line.prompt.content });
    case 'waiting':
      return t('transcript.waiting', { seconds: line.seconds });
    case 'pressed':
      return t('transcript.pressed', { key: line.key });
    case 'ignored':
      return t('transcript.ignored', { key: line.key });
    case 'interrupted':
      return t('transcript.interrupted');
    case 'noKey':
      return t('transcript.noKey');
    case 'followed':
      return t('transcript.followed', { key: line.key });
    case 'ended':
      return t('transcript.ended', { outcome: outcomeText(t, line.outcome) });
  }
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
            <Table.Td>{lineText(t, entry.line, nameOf)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
