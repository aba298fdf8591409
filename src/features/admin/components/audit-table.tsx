import { Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditResult } from '@/core/api/users';
import { browserTimeZone, formatDateTime } from '@/lib/format-date-time';
import { AuditEntrySummary } from './audit-entry-summary';
import { useTargetName } from './use-user-names';

/** Times as this person reads them: their language, their browser's time zone. */
function useTimeFormat() {
  const { i18n } = useTranslation();
  return {
    format: (iso: string) => formatDateTime(iso, i18n.language, { seconds: true }),
    timeZone: browserTimeZone(),
  };
}

/** Unknown is not a failure: the change may well have been made. */
const RESULT_COLORS: Record<AuditResult, string> = {
  ok: 'green',
  refused: 'orange',
  failed: 'red',
  unknown: 'yellow',
};

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const time = useTimeFormat();
  const targetName = useTargetName();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped captionSide="top">
        <Table.Caption>{t('audit.tableCaption', { timeZone: time.timeZone })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.columns.time')}</Table.Th>
            <Table.Th scope="col">{t('audit.columns.who')}</Table.Th>
            <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
            <Table.Th scope="col">{t('audit.columns.target')}</Table.Th>
            <Table.Th scope="col">{t('audit.columns.changes')}</Table.Th>
            <Table.Th scope="col">{t('audit.columns.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.at}>{time.format(entry.at)}</time>
              </Table.Td>
              <Table.Td>{entry.username ?? t('audit.nobody')}</Table.Td>
              <Table.Td>
                <Code>{entry.action}</Code>
              </Table.Td>
              <Table.Td>
                {entry.target === null && entry.targetName === null ? (
                  '—'
                ) : (
                  <>
                    {entry.targetName ?? targetName(entry.target ?? '')}
                    {entry.target !== null && entry.targetName !== null && (
                      <Text size="xs" c="dimmed">
                        {entry.target}
                      </Text>
                    )}
                  </>
                )}
              </Table.Td>
              <Table.Td>
                <AuditEntrySummary entry={entry} />
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={RESULT_COLORS[entry.result]}
                  style={{ overflow: 'visible', whiteSpace: 'normal', height: 'auto' }}
                >
                  {t(`audit.result.${entry.result}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
