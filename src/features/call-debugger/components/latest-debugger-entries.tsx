import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { PageLoader } from '@/components/page-loader';
import { useLatestDebuggerEntries } from '@/api/call-debugger/get-call-trace';
import { useDescribeError } from '@/lib/use-describe-error';

/**
 * With no call id: the service's latest entries of all calls (it offers them without one), each leading
 * to its call's whole trace, so "Show trace" on an empty box shows what happened last.
 */
export function LatestDebuggerEntries() {
  const { t, i18n } = useTranslation('callDebugger');
  const describeError = useDescribeError();
  const latest = useLatestDebuggerEntries(true);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('latest.title')}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={latest.isFetching}
          onClick={() => void latest.refetch()}
        >
          {t('latest.refresh')}
        </Button>
      </Group>
      {latest.isPending && <PageLoader />}
      {latest.isError && (
        <Alert color="red">{t('loadFailed', { reason: describeError(latest.error) })}</Alert>
      )}
      {latest.data?.length === 0 && <Text c="dimmed">{t('latest.empty')}</Text>}
      {latest.data && latest.data.length > 0 && (
        <Table striped aria-label={t('latest.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('latest.time')}</Table.Th>
              <Table.Th scope="col">{t('latest.command')}</Table.Th>
              <Table.Th scope="col">{t('latest.call')}</Table.Th>
              <Table.Th scope="col">{t('latest.numbers')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {latest.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDateTime(entry.created, i18n.language, { seconds: true })}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {entry.command}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Link to="/call-debugger" search={{ callId: entry.callId }}>
                    {entry.callId}
                  </Link>
                </Table.Td>
                <Table.Td>
                  {entry.fromNumber} → {entry.toNumber}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
