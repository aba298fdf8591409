import { Alert, Anchor, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import type { ImportProgress } from '@/core/api/campaign-imports';
import { useDescribeError } from '@/lib/use-describe-error';
import { importReportUrl, useImportReport } from '@/api/campaign-imports/get-import-report';
import { groupByOutcome, type ReportRow } from '@/api/campaign-imports/import-report-csv';

/** Numbers listed per outcome on screen; the CSV holds every one. */
const LISTED = 100;

type Outcome = 'added' | 'skipped' | 'invalid' | 'duplicate';
const OUTCOMES: readonly Outcome[] = ['added', 'skipped', 'invalid', 'duplicate'];

/** The final counts, exact, with the numbers behind each and the whole report as a CSV download. */
export function ImportReport({ job }: { job: ImportProgress }) {
  const { t } = useTranslation('campaigns');
  const describeError = useDescribeError();
  const report = useImportReport(job.jobId, true);
  const counts: Record<Outcome, number> = {
    added: job.added,
    skipped: job.skipped,
    invalid: job.invalid,
    duplicate: job.duplicates,
  };
  return (
    <Stack component="section" aria-labelledby="campaign-report-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="campaign-report-title">
          {t('report.title')}
        </Title>
        <Anchor href={importReportUrl(job.jobId)} download>
          <Group gap={4}>
            <IconDownload size={16} aria-hidden />
            {t('report.download')}
          </Group>
        </Anchor>
      </Group>
      <Table captionSide="top" withTableBorder maw={420}>
        <Table.Caption>{t('report.countsCaption')}</Table.Caption>
        <Table.Tbody>
          {OUTCOMES.map((outcome) => (
            <Table.Tr key={outcome}>
              <Table.Th scope="row">{t(`report.outcomes.${outcome}`)}</Table.Th>
              <Table.Td>{counts[outcome]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {report.isPending && <PageLoader />}
      {report.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('report.loadFailed', { reason: describeError(report.error) })}
        </Alert>
      )}
      {report.data &&
        (() => {
          const groups = groupByOutcome(report.data);
          return OUTCOMES.filter((outcome) => groups[outcome].length > 0).map((outcome) => (
            <OutcomeNumbers key={outcome} outcome={outcome} rows={groups[outcome]} />
          ));
        })()}
    </Stack>
  );
}

function OutcomeNumbers({ outcome, rows }: { outcome: Outcome; rows: ReportRow[] }) {
  const { t } = useTranslation('campaigns');
  const showReason = outcome === 'invalid';
  return (
    <details>
      <summary>
        <Text span fw={500}>
          {t(`report.outcomes.${outcome}`)} ({rows.length})
        </Text>
      </summary>
      <Table captionSide="top" striped mt="xs">
        <Table.Caption>
          {t('report.numbersCaption', { outcome: t(`report.outcomes.${outcome}`) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('report.columns.phone')}</Table.Th>
            <Table.Th scope="col">
              {showReason ? t('report.columns.reason') : t('report.columns.normalized')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, LISTED).map((row, index) => (
            <Table.Tr key={`${index}-${row.phone}`}>
              <Table.Td>
                <Code>{row.phone}</Code>
              </Table.Td>
              <Table.Td>{showReason ? reasonText(t, row.reason) : row.normalized}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > LISTED && <Text size="sm">{t('report.more', { count: rows.length - LISTED })}</Text>}
    </details>
  );
}

const REASONS = [
  'empty',
  'invalid_characters',
  'foreign_country_code',
  'wrong_length',
  'unknown_range',
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (reason: string): reason is Reason => (REASONS as readonly string[]).includes(reason);

function reasonText(t: ReturnType<typeof useTranslation<'campaigns'>>['t'], reason: string): string {
  return isReason(reason) ? t(`reasons.${reason}`) : reason;
}
