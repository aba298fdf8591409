import { Alert, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconChartBar, IconLink } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCallLog } from '../api/get-call-log';
import { toCallLogFilters } from '../call-log-search';
import { formatCount } from '../format';
import { CallLogExportButton } from './call-log-export-button';
import { CallLogFilters } from './call-log-filters';
import { CallLogTable } from './call-log-table';
import { useCallLogSearch } from './use-call-log-search';

// The charts are only loaded when someone asks for them.
const CallLogSummaryPanel = lazy(() =>
  import('../summary/call-log-summary-panel').then((module) => ({ default: module.CallLogSummaryPanel })),
);

/** The call log: filters in the address bar over an endlessly scrolling table, export and charts. */
export function CallLogPage() {
  const { t, i18n } = useTranslation(['callLog', 'common']);
  const describeError = useDescribeError();
  const [search, setSearch] = useCallLogSearch();
  const filters = useMemo(() => toCallLogFilters(search), [search]);
  const log = useCallLog(filters);
  const [showSummary, setShowSummary] = useState(false);
  useDocumentTitle(`${t('title')} · ${t('common:appName')}`);
  const calls = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const total = log.data?.pages[0]?.total ?? 0;
  const { fetchNextPage } = log;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <CallLogFilters search={search} onApply={setSearch} />
      <Group justify="space-between">
        <Text role="status" fw={500}>
          {log.data ? t('total', { count: total, formatted: formatCount(total, i18n.language) }) : ''}
        </Text>
        <Group gap="sm">
          <CopyButton value={typeof window === 'undefined' ? '' : window.location.href}>
            {({ copied, copy }) => (
              <Button variant="subtle" leftSection={<IconLink size={16} aria-hidden />} onClick={copy}>
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant={showSummary ? 'light' : 'default'}
            leftSection={<IconChartBar size={16} aria-hidden />}
            aria-pressed={showSummary}
            onClick={() => setShowSummary((shown) => !shown)}
          >
            {t('summary.toggle')}
          </Button>
          <CallLogExportButton filters={filters} />
        </Group>
      </Group>
      {showSummary && (
        <Suspense fallback={<PageLoader />}>
          <CallLogSummaryPanel filters={filters} />
        </Suspense>
      )}
      {log.isPending && <PageLoader />}
      {log.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('loadFailed', { reason: describeError(log.error) })}
        </Alert>
      )}
      {log.data &&
        (calls.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <CallLogTable
            calls={calls}
            total={total}
            hasMore={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        ))}
    </Stack>
  );
}
