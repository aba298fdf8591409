import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE_AFTER_MS, type Freshness } from '../../core/api/read-model';
import { formatTimeOfDay } from '../../lib/format-date-time';

export interface ServerListActions {
  /** Re-reads the list at the service now ("refresh now"). */
  refresh: () => void;
  refreshing: boolean;
  /** The CSV of the rows the table shows (every page, same search and sort). */
  exportHref?: string;
  /** How fresh the table is when it shows more than its own list (a column read from other lists). */
  freshness?: Freshness;
}

/** The note re-reads the clock this often, so a list left open turns "as of" without a reload. */
const CLOCK_TICK_MS = 2_000;

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const timeOf = (iso: string) => formatTimeOfDay(iso, { seconds: true });

/**
 * How fresh a list served from the BFF's copy is: nothing while it is recent, "as of 10:42:05" once it is
 * older than STALE_AFTER_MS, a warning when the last refresh failed; with "refresh now" and the export.
 */
export function FreshnessNote({
  freshness,
  actions,
}: {
  freshness: Freshness | undefined;
  actions: ServerListActions;
}) {
  const { t } = useTranslation('resources');
  const now = useNow(CLOCK_TICK_MS);
  const asOf = freshness?.asOf;
  const stale = asOf !== null && asOf !== undefined && now - Date.parse(asOf) > STALE_AFTER_MS;
  const failed = freshness?.refreshFailedAt && asOf;
  return (
    <Group gap="sm" justify="flex-end">
      {failed ? (
        <Text size="sm" c="orange" role="status">
          {t('freshness.failed', { time: timeOf(asOf) })}
        </Text>
      ) : (
        stale && (
          <Text size="sm" c="dimmed" role="status">
            {t('freshness.asOf', { time: timeOf(asOf) })}
          </Text>
        )
      )}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={actions.refreshing}
        onClick={actions.refresh}
      >
        {t('freshness.refresh')}
      </Button>
      {actions.exportHref && (
        <Anchor href={actions.exportHref} download size="sm">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {t('export')}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
