import { Badge, Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../core/api/users';
import { useTargetName } from './use-user-names';

/** Times as this person reads them: their language, their browser's time zone. */
function useTimeFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return {
    format: (iso: string) => format.format(new Date(iso)),
    timeZone: format.resolvedOptions().timeZone,
  };
}

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
              <Table.Td>{entry.target === null ? '—' : targetName(entry.target)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={entry.result === 'ok' ? 'green' : 'red'}>
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
