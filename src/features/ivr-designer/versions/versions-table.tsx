import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { IvrVersionSummary } from '@/core/api/ivr-designer-versions';

interface VersionsTableProps {
  versions: IvrVersionSummary[];
  canRestore: boolean;
  onView: (number: number) => void;
  onCompareWithDraft: (number: number) => void;
  onRestore: (version: IvrVersionSummary) => void;
}

/** Every published version: number, who, when, note; each can be viewed, compared or restored. */
export function VersionsTable({
  versions,
  canRestore,
  onView,
  onCompareWithDraft,
  onRestore,
}: VersionsTableProps) {
  const { t, i18n } = useTranslation('ivr');
  const when = (at: number) => formatDateTime(at, i18n.language);
  const latest = versions[0]?.number;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped captionSide="top">
          <Table.Caption>{t('versions.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('versions.columns.number')}</Table.Th>
              <Table.Th scope="col">{t('versions.columns.by')}</Table.Th>
              <Table.Th scope="col">{t('versions.columns.at')}</Table.Th>
              <Table.Th scope="col">{t('versions.columns.note')}</Table.Th>
              <Table.Th scope="col">{t('versions.columns.size')}</Table.Th>
              <Table.Th scope="col">{t('versions.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => {
              const label = t('versions.name', { number: version.number });
              return (
                <Table.Tr key={version.number}>
                  <Table.Th scope="row">
                    {label}
                    {version.number === latest && (
                      <Text span size="xs" c="green.8" ml="xs">
                        {t('versions.live')}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{version.publishedBy}</Table.Td>
                  <Table.Td>{when(version.publishedAt)}</Table.Td>
                  <Table.Td>{version.note || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    {t('versions.size', { nodes: version.nodeCount, keys: version.keyCount })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => onView(version.number)}
                        aria-label={t('versions.viewNamed', { name: label })}
                      >
                        {t('versions.view')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => onCompareWithDraft(version.number)}
                        aria-label={t('versions.compareNamed', { name: label })}
                      >
                        {t('versions.compareWithDraft')}
                      </Button>
                      {canRestore && version.number !== latest && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="orange"
                          onClick={() => onRestore(version)}
                          aria-label={t('versions.restoreNamed', { name: label })}
                        >
                          {t('versions.restore')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {versions.length === 0 && <Text c="dimmed">{t('versions.empty')}</Text>}
    </>
  );
}
