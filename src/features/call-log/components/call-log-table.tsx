import { Box, Center, Loader, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallRecord } from '@/core/api/call-log';
import { CALL_LOG_COLUMNS, CALL_LOG_GRID, ROW_HEIGHT } from './call-log-columns';
import { CallLogRow, type CallLogRowLabels } from './call-log-row';

/**
 * How close to the last loaded row the next page is asked for once the person scrolls: two pages ahead, so
 * a fast scroll meets rows already loaded instead of waiting at the end for the next request.
 */
const PREFETCH_ROWS = 200;

function useRowLabels(): CallLogRowLabels {
  const { t, i18n } = useTranslation('callLog');
  const language = i18n.language;
  return useMemo(() => {
    const yesNo = (label: string) => ({
      yes: `${label}: ${t('yes', { lng: language })}`,
      no: `${label}: ${t('no', { lng: language })}`,
    });
    const recorded = yesNo(t('columns.recorded', { lng: language }));
    const video = yesNo(t('columns.video', { lng: language }));
    return {
      language,
      recordedYes: recorded.yes,
      recordedNo: recorded.no,
      videoYes: video.yes,
      videoNo: video.no,
      internal: t('kind.internal', { lng: language }),
      external: t('kind.external', { lng: language }),
      trace: t('actions.trace', { lng: language }),
      addUser: t('actions.addUser', { lng: language }),
      states: {
        answered: t('state.answered', { lng: language }),
        unanswered: t('state.unanswered', { lng: language }),
        running: t('state.running', { lng: language }),
      },
    };
  }, [t, language]);
}

/**
 * Rows hold plain anchors: one listener on the table turns a plain click on any of them into a router
 * navigation (keyboard Enter on a link fires click too); new-tab and modified clicks stay the browser's.
 */
function useInAppLinkClicks(container: RefObject<HTMLElement | null>) {
  const router = useRouter();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = (event.target as Element).closest('a:not([target])')?.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, router]);
}

interface CallLogTableProps {
  calls: CallRecord[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page is held up by the service's rate limit (and will come). */
  waitingForLimit?: boolean;
  onLoadMore: () => void;
}

/**
 * Only the rows in view (plus a few) are in the DOM, whatever the count; scrolling near the end of
 * what is loaded asks for the next cursor page. ARIA table roles keep it a table for assistive tech.
 */
export function CallLogTable({
  calls,
  total,
  hasMore,
  loadingMore,
  waitingForLimit = false,
  onLoadMore,
}: CallLogTableProps) {
  const { t } = useTranslation('callLog');
  const labels = useRowLabels();
  const scrollRef = useRef<HTMLDivElement>(null);
  useInAppLinkClicks(scrollRef);
  // The virtualizer re-renders this component itself on scroll; nothing here relies on memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: calls.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  // Before any scroll only a view that reaches the last loaded row asks for more: an opening read two pages
  // ahead, three of the service's rate-limited call-log requests (and renders) for one page on screen.
  const readAhead = (virtualizer.scrollOffset ?? 0) > 0 ? PREFETCH_ROWS : 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= calls.length - 1 - readAhead) onLoadMore();
  }, [lastIndex, calls.length, hasMore, loadingMore, onLoadMore, readAhead]);

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={t('table.label')}
      aria-rowcount={total + 1}
      data-testid="call-log-scroller"
      style={{
        height: 'max(420px, calc(100vh - 420px))',
        overflow: 'auto',
        contain: 'strict',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
      }}
    >
      <div
        role="row"
        aria-rowindex={1}
        style={{
          ...CALL_LOG_GRID,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          height: ROW_HEIGHT,
          padding: '0 8px',
          background: 'var(--mantine-color-body)',
          borderBottom: '2px solid var(--mantine-color-default-border)',
          fontWeight: 600,
          fontSize: 14,
        }}
      >
        {CALL_LOG_COLUMNS.map((column) => (
          // A header wraps onto a second line rather than spill into its neighbour.
          <div role="columnheader" key={column} style={{ lineHeight: 1.2, overflowWrap: 'break-word' }}>
            {t(`columns.${column}`)}
          </div>
        ))}
      </div>
      <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <CallLogRow
            key={item.key}
            call={calls[item.index]!}
            index={item.index}
            start={item.start}
            labels={labels}
          />
        ))}
      </div>
      {loadingMore && (
        <Center py="xs" role="status">
          <Loader size="sm" role="progressbar" aria-label={t('table.loadingMore')} />
          {waitingForLimit && (
            <Text size="sm" c="dimmed" ml="xs">
              {t('table.waitingForLimit')}
            </Text>
          )}
        </Center>
      )}
      {!hasMore && calls.length > 0 && (
        <Text ta="center" size="sm" c="dimmed" py="xs">
          {t('table.end')}
        </Text>
      )}
    </Box>
  );
}
