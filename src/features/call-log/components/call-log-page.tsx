import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconLink } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawnAfterPaint } from '@/components/drawn-after-paint';
import { PageLoader } from '@/components/page-loader';
import { toCallLogFilters } from '../call-log-search';
import { CallLogExportButton, CallLogExportPlan } from './call-log-export-button';
import { CallLogExportPanel } from './call-log-export-panel';
import { CallLogFilters } from './call-log-filters';
import { CallLogResults } from './call-log-results';
import { CallLogTotal } from './call-log-total';
import { useCallLogSearch } from './use-call-log-search';

// The charts are only loaded when someone asks for them.
const CallLogSummaryPanel = lazy(() =>
  import('../summary/call-log-summary-panel').then((module) => ({ default: module.CallLogSummaryPanel })),
);

/** The call log: filters in the address bar over an endlessly scrolling table, export and charts. */
export function CallLogPage() {
  const { t } = useTranslation(['callLog', 'common']);
  const [search, setSearch] = useCallLogSearch();
  const filters = useMemo(() => toCallLogFilters(search), [search]);
  const [showSummary, setShowSummary] = useState(false);
  useDocumentTitle(`${t('title')} · ${t('common:appName')}`);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">
          {t('intro', {
            field: t(`fields.${search.sortBy ?? 'startTime'}`).toLocaleLowerCase(),
            order: t(`introOrder.${search.sortOrder ?? 'desc'}`),
          })}
        </Text>
      </Stack>
      <DrawnAfterPaint>
        <CallLogFilters search={search} onApply={setSearch} />
        <Stack gap={4}>
          <Group justify="space-between">
            <CallLogTotal filters={filters} />
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
          <CallLogExportPlan filters={filters} />
        </Stack>
        <CallLogExportPanel />
        {showSummary && (
          <Suspense fallback={<PageLoader />}>
            <CallLogSummaryPanel filters={filters} />
          </Suspense>
        )}
        <CallLogResults filters={filters} />
      </DrawnAfterPaint>
    </Stack>
  );
}
