import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumberListEntry } from '../number-list';

const statusColor = { new: 'green', duplicate: 'gray', listed: 'yellow', invalid: 'red' } as const;

/** Each number as written, the form it is compared in, and what adding it would do. */
export function NumberListPreview({ entries }: { entries: readonly NumberListEntry[] }) {
  const { t } = useTranslation('blacklist');
  if (entries.length === 0) return <Text c="dimmed">{t('bulk.nothingYet')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420} mah={280}>
      <Table captionSide="top" striped>
        <Table.Caption>{t('bulk.previewCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bulk.columns.raw')}</Table.Th>
            <Table.Th scope="col">{t('bulk.columns.normalized')}</Table.Th>
            <Table.Th scope="col">{t('bulk.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${index}-${entry.raw}`}>
              <Table.Th scope="row" fw={400}>
                {entry.raw}
              </Table.Th>
              <Table.Td>{entry.status === 'invalid' ? '—' : entry.normalized}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[entry.status]}>
                  {entry.status === 'duplicate'
                    ? t('bulk.status.duplicate', { first: entry.firstSeen })
                    : t(`bulk.status.${entry.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
