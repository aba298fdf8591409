import { Alert, Anchor, Badge, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { ImportProgress } from '@/core/api/campaign-imports';
import { useDescribeError } from '@/lib/use-describe-error';

type RecentImportsProps = {
  query: UseQueryResult<{ items: ImportProgress[] }>;
  currentJobId: string | undefined;
  onOpen: (job: ImportProgress) => void;
};

/** The latest imports, so a person can come back to one (its report, or one still running). */
export function RecentImports({ query, currentJobId, onOpen }: RecentImportsProps) {
  const { t, i18n } = useTranslation('campaigns');
  const describeError = useDescribeError();
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('recent.loadFailed', { reason: describeError(query.error) })}
      </Alert>
    );
  }
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="campaign-recent-title">
      <Title order={2} size="h4" id="campaign-recent-title" mb="xs">
        {t('recent.title')}
      </Title>
      {query.isPending && <Text c="dimmed">{t('recent.loading')}</Text>}
      {query.data && items.length === 0 && <Text c="dimmed">{t('recent.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped captionSide="top">
            <Table.Caption>{t('recent.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recent.columns.when')}</Table.Th>
                <Table.Th scope="col">{t('recent.columns.campaign')}</Table.Th>
                <Table.Th scope="col">{t('recent.columns.numbers')}</Table.Th>
                <Table.Th scope="col">{t('recent.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('recent.columns.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((job) => (
                <Table.Tr key={job.jobId}>
                  <Table.Td>{formatDateTime(job.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{job.campaignId}</Table.Td>
                  <Table.Td>{job.total}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`status.${job.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {job.jobId === currentJobId ? (
                      <Text size="sm" c="dimmed">
                        {t('recent.shown')}
                      </Text>
                    ) : (
                      <Anchor component="button" type="button" onClick={() => onOpen(job)}>
                        {t('recent.open')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
