import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { exportDurationMs, type CallLogExportPlan } from '@/core/api/call-log-exports';
import { useCallLogTotal } from '@/api/call-log/get-call-log';
import { useRunningExport } from '@/api/call-log-exports/get-call-log-exports';
import { useStartCallLogExport } from '../api/start-call-log-export';
import type { CallLogFilterValues } from '../call-log-search';
import { formatCount } from '../format';

const EXPORT_PLAN_ID = 'call-log-export-plan';

/** What pressing the button will do: how many rows, in the background, about how long. */
function usePlanText(total: number | undefined, plan: CallLogExportPlan | undefined): string {
  const { t, i18n } = useTranslation('callLog');
  if (total === undefined || !plan) return t('export.plan.background');
  const rows = Math.min(total, plan.maxRows);
  const minutes = Math.ceil(exportDurationMs(rows, plan) / 60_000);
  const time = minutes <= 1 ? t('export.plan.underMinute') : t('export.plan.minutes', { count: minutes });
  const format = (count: number) => formatCount(count, i18n.language);
  return total > plan.maxRows
    ? t('export.plan.capped', { rows: format(rows), total: format(total), time })
    : t('export.plan.rows', { count: rows, rows: format(rows), time });
}

/**
 * What pressing the export button will do, on a line of its own under the page's buttons: the count it
 * gives arrives after the page is drawn, and beside the button its longer text pushed the buttons onto
 * a second line and the table down.
 */
export function CallLogExportPlan({ filters }: { filters: CallLogFilterValues }) {
  const { t } = useTranslation('callLog');
  const { data: total } = useCallLogTotal(filters);
  const { exports, running } = useRunningExport();
  const plan = usePlanText(total, exports.data?.plan);
  return (
    <Text size="sm" c="dimmed" ta="right" id={EXPORT_PLAN_ID}>
      {running ? t('export.plan.oneAtATime') : plan}
    </Text>
  );
}

/** Starts a background export of the filtered set; CallLogExportPlan says first what will happen. */
export function CallLogExportButton({ filters }: { filters: CallLogFilterValues }) {
  const { t } = useTranslation('callLog');
  const describeError = useDescribeError();
  const { running } = useRunningExport();
  const start = useStartCallLogExport();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={start.isPending}
        disabled={running}
        aria-describedby={EXPORT_PLAN_ID}
        onClick={() => start.mutate(filters)}
      >
        {t('export.button')}
      </Button>
      {start.isError &&
        (isApiError(start.error) && start.error.status === 409 ? (
          // Started meanwhile in another tab or on another computer: that one's panel shows below.
          <Text size="sm" role="status">
            {t('export.alreadyRunning')}
          </Text>
        ) : (
          <Text size="sm" role="alert" c="red">
            {t('export.failed', { reason: describeError(start.error) })}
          </Text>
        ))}
    </Group>
  );
}
