import { Box, Group, Text } from '@mantine/core';
import { RouterAnchor } from '../../../components/router-anchor';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallRecord } from '../../../core/api/call-log';
import { callStateOf, formatDuration, formatTime, formatVnd } from '../format';
import { CALL_LOG_GRID, ROW_HEIGHT } from './call-log-columns';
import { CallStateBadge } from './call-state-badge';

function YesNo({ value, label }: { value: boolean; label: string }) {
  const { t } = useTranslation('callLog');
  const text = `${label}: ${value ? t('yes') : t('no')}`;
  return value ? (
    <IconCheck size={18} aria-label={text} role="img" />
  ) : (
    <IconMinus size={18} aria-label={text} role="img" color="gray" />
  );
}

function Party({ number, alias }: { number: string; alias: string }) {
  return (
    <Box miw={0}>
      <Text size="sm" truncate>
        {number}
      </Text>
      {alias && alias !== number && (
        <Text size="xs" c="dimmed" truncate>
          {alias}
        </Text>
      )}
    </Box>
  );
}

interface CallLogRowProps {
  call: CallRecord;
  index: number;
  start: number;
}

/** One call, positioned by the virtualizer. */
export const CallLogRow = memo(function CallLogRow({ call, index, start }: CallLogRowProps) {
  const { t, i18n } = useTranslation('callLog');
  const state = callStateOf(call);
  const internal = call.fromInternal || call.toInternal;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      style={{
        ...CALL_LOG_GRID,
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        padding: '0 8px',
      }}
    >
      <div role="cell">
        <RouterAnchor
          to="/call-log/$callId"
          params={{ callId: call.id }}
          search={{ at: call.startTime }}
          size="sm"
        >
          {formatTime(call.startTime, i18n.language)}
        </RouterAnchor>
      </div>
      <div role="cell">
        <Party number={call.fromNumber} alias={call.fromAlias} />
      </div>
      <div role="cell">
        <Party number={call.toNumber} alias={call.toAlias} />
      </div>
      <div role="cell">
        <CallStateBadge state={state} />
      </div>
      <div role="cell">
        <Text size="sm">{state === 'answered' ? formatDuration(call.answerDuration) : '—'}</Text>
      </div>
      <div role="cell">
        <Text size="sm">{formatVnd(call.amount, i18n.language)}</Text>
      </div>
      <div role="cell">
        <YesNo value={call.recorded} label={t('columns.recorded')} />
      </div>
      <div role="cell">
        <YesNo value={call.videoCall} label={t('columns.video')} />
      </div>
      <div role="cell">
        <Text size="sm">{internal ? t('kind.internal') : t('kind.external')}</Text>
      </div>
      <div role="cell">
        <Group gap={6} wrap="nowrap">
          <RouterAnchor to="/call-debugger" search={{ callId: call.id }} size="sm">
            {t('actions.trace')}
          </RouterAnchor>
          {state === 'running' && (
            <RouterAnchor to="/add-user-to-call" search={{ callId: call.id }} size="sm">
              {t('actions.addUser')}
            </RouterAnchor>
          )}
        </Group>
      </div>
    </div>
  );
});
