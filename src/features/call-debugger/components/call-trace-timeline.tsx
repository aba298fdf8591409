import { Alert, Badge, Button, Code, Group, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { PageLoader } from '@/components/page-loader';
import type { DebuggerEntry } from '@/core/api/call-debugger';
import { useDescribeError } from '@/lib/use-describe-error';
import { useCallTrace } from '@/api/call-debugger/get-call-trace';
import { TraceEntryData } from './trace-entry-data';

/** Shades where white text reaches 4.5:1 (teal and orange at the theme's shade 8 do not). */
const commandColors: Record<string, string> = {
  CALL_START: 'blue',
  CALL_ANSWER: 'teal.9',
  CALL_STOP: 'gray',
  CALL_SDP_CANDIDATE: 'grape',
  CALL_ADD_USER: 'violet',
};

/** +1.234 s from the first entry. */
const offsetText = (ms: number) => `+${(ms / 1000).toFixed(3)} s`;

function TraceEntry({ entry, first }: { entry: DebuggerEntry; first: number }) {
  const { t, i18n } = useTranslation('callDebugger');
  const [raw, setRaw] = useState(false);
  const at = formatDateTime(entry.created, i18n.language, { seconds: true });
  return (
    <Stack gap={6} aria-label={entry.command} role="group">
      <Group gap="sm">
        <Badge color={commandColors[entry.command] ?? 'dark'}>{entry.command}</Badge>
        <Text size="sm" fw={600}>
          {offsetText(entry.created - first)}
        </Text>
        <Text size="sm" c="dimmed">
          {at}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={raw}
          onClick={() => setRaw((shown) => !shown)}
        >
          {raw ? t('entry.hideRaw') : t('entry.showRaw')}
        </Button>
      </Group>
      {raw ? <Code block>{JSON.stringify(entry, null, 2)}</Code> : <TraceEntryData entry={entry} />}
    </Stack>
  );
}

/** A call's trace as a timeline, oldest first, each entry's time offset from the first. */
export function CallTraceTimeline({ callId }: { callId: string }) {
  const { t } = useTranslation('callDebugger');
  const describeError = useDescribeError();
  const trace = useCallTrace(callId);
  if (trace.isPending) return <PageLoader />;
  if (trace.isError)
    return <Alert color="red">{t('loadFailed', { reason: describeError(trace.error) })}</Alert>;
  if (trace.data.length === 0) return <Text c="dimmed">{t('empty', { callId })}</Text>;
  const first = trace.data[0]!.created;
  return (
    <Timeline
      bulletSize={14}
      lineWidth={2}
      active={trace.data.length - 1}
      aria-label={t('timeline', { callId })}
    >
      {trace.data.map((entry) => (
        <Timeline.Item key={entry.id}>
          <TraceEntry entry={entry} first={first} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
