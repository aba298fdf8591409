import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useAfterFirstPaint } from '@/lib/after-next-paint';
import { useDescribeError } from '@/lib/use-describe-error';
import { isWaitingForServiceLimit, useCallLog } from '@/api/call-log/get-call-log';
import { useCallLogExports } from '@/api/call-log-exports/get-call-log-exports';
import type { CallLogFilterValues } from '../call-log-search';
import { CallLogTable } from './call-log-table';

/**
 * The loaded calls. Kept apart from the page so that each new cursor page re-renders only this part,
 * not the filters and buttons above it.
 */
export function CallLogResults({ filters }: { filters: CallLogFilterValues }) {
  const { t } = useTranslation('callLog');
  const describeError = useDescribeError();
  const log = useCallLog(filters);
  const calls = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const { fetchNextPage } = log;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  // The newest export's panel stands above the table: drawn after the table, it pushed the table down.
  const exports = useCallLogExports();

  // The rows are drawn a frame after the page's heading and filters, so that those show without waiting
  // for a hundred rows' rendering.
  const painted = useAfterFirstPaint();

  const waiting = isWaitingForServiceLimit(log.failureReason);
  if (log.isPending || exports.isPending || !painted)
    return waiting ? <Text role="status">{t('waitingForLimit')}</Text> : <PageLoader />;
  if (log.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('loadFailed', { reason: describeError(log.error) })}
      </Alert>
    );
  if (calls.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <CallLogTable
      calls={calls}
      total={log.data.pages[0]?.total ?? 0}
      hasMore={log.hasNextPage}
      loadingMore={log.isFetchingNextPage}
      waitingForLimit={log.isFetchingNextPage && waiting}
      onLoadMore={loadMore}
    />
  );
}
