import { Alert, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '@/components/progress-meter';
import type { CallLogExport } from '@/core/api/call-log-exports';
import { useDescribeError } from '@/lib/use-describe-error';
import { useCancelCallLogExport } from '../api/cancel-call-log-export';
import { isExportRunning, useCallLogExports } from '@/api/call-log-exports/get-call-log-exports';
import { formatClock, formatCount } from '../format';

/**
 * The user's newest export: its progress with the expected end while it runs, then its file. It is read
 * from the BFF, so a reload (or another tab) finds it again; closing it only hides it on this page.
 */
export function CallLogExportPanel() {
  const { t } = useTranslation('callLog');
  const { data } = useCallLogExports();
  const [hidden, setHidden] = useState<string | null>(null);
  const latest = data?.items[0];
  if (!latest || latest.exportId === hidden) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('export.panelLabel')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ExportState item={latest} />
        {!isExportRunning(latest) && (
          <CloseButton aria-label={t('export.hide')} onClick={() => setHidden(latest.exportId)} />
        )}
      </Group>
    </Paper>
  );
}

function ExportState({ item }: { item: CallLogExport }) {
  const { t, i18n } = useTranslation('callLog');
  const describeError = useDescribeError();
  const cancel = useCancelCallLogExport();
  const count = (value: number) => formatCount(value, i18n.language);
  const capped = item.capped && item.found !== null && item.rows.expected !== null && (
    <Text size="sm" c="dimmed">
      {t('export.cappedNote', { rows: count(item.rows.expected), total: count(item.found) })}
    </Text>
  );

  if (item.status === 'done')
    return (
      <Stack gap="xs">
        <Text role="status">{t('export.ready', { rows: count(item.rows.done) })}</Text>
        {capped}
        <Button
          component="a"
          href={`/api/call-log-exports/${encodeURIComponent(item.exportId)}/file.csv`}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
          w="fit-content"
        >
          {t('export.download')}
        </Button>
      </Stack>
    );
  if (item.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('export.failedTitle')}>
        {item.error ?? t('export.failedUnknown')}
      </Alert>
    );
  if (item.status === 'cancelled') return <Text role="status">{t('export.cancelled')}</Text>;

  const { done, expected } = item.rows;
  const percent = expected ? Math.min(100, (done / expected) * 100) : 0;
  const end = item.expectedEndAt ? formatClock(new Date(item.expectedEndAt)) : null;
  return (
    <Stack gap="xs" w="100%">
      <Text fw={500}>{t(item.status === 'queued' ? 'export.queued' : 'export.running')}</Text>
      <ProgressMeter value={percent} label={t('export.progressLabel')} animated />
      <Text size="sm" role="status">
        {expected === null
          ? t('export.starting')
          : t('export.progress', { rows: count(done), of: count(expected) })}
        {end && ` · ${t('export.expectedEnd', { time: end })}`}
      </Text>
      {capped}
      <Text size="sm" c="dimmed">
        {t('export.leaveNote')}
      </Text>
      <Group gap="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(item.exportId)}
        >
          {t('export.cancel')}
        </Button>
        {cancel.isError && (
          <Text size="sm" role="alert" c="red">
            {describeError(cancel.error)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
