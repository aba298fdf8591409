import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useExportCallLog } from '../api/export-call-log';
import type { CallLogFilterValues } from '../call-log-search';
import { formatCount } from '../format';

/** Downloads the filtered set as CSV, showing rows received against rows expected. */
export function CallLogExportButton({ filters }: { filters: CallLogFilterValues }) {
  const { t, i18n } = useTranslation('callLog');
  const describeError = useDescribeError();
  const exporting = useExportCallLog();
  const { progress } = exporting;
  const percent = progress?.of ? Math.min(100, (progress.rows / progress.of) * 100) : 0;
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exporting.isPending}
        onClick={() => exporting.mutate(filters)}
      >
        {t('export.button')}
      </Button>
      {exporting.isPending && progress && (
        <Group gap="xs" miw={220}>
          <Progress value={percent} w={120} aria-label={t('export.progressLabel')} />
          <Text size="sm" role="status">
            {t('export.progress', {
              rows: formatCount(progress.rows, i18n.language),
              of: progress.of === null ? '?' : formatCount(progress.of, i18n.language),
            })}
          </Text>
        </Group>
      )}
      {exporting.isSuccess && (
        <Text size="sm" role="status" c="teal">
          {t('export.done', { rows: formatCount(exporting.data, i18n.language) })}
        </Text>
      )}
      {exporting.isError && (
        <Text size="sm" role="alert" c="red">
          {t('export.failed', { reason: describeError(exporting.error) })}
        </Text>
      )}
    </Group>
  );
}
