import { Group, Stack, Title } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CallTraceTimeline } from '@/features/call-debugger/components/call-trace-timeline';
import { CallRecordPanel } from '@/features/call-log/components/call-record-panel';

/** One call on one page: its record from the call log and its debugger trace (two features composed). */
export function CallDetailPage() {
  const { t } = useTranslation(['callLog', 'common']);
  const { callId = '' }: { callId?: string } = useParams({ strict: false });
  const { at }: { at?: number } = useSearch({ strict: false });
  useDocumentTitle(`${t('detail.title', { callId })} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('detail.title', { callId })}</Title>
        <RouterAnchor to="/call-log">{t('detail.back')}</RouterAnchor>
      </Group>
      <CallRecordPanel callId={callId} at={at} />
      <Title order={2} size="h3">
        {t('detail.trace')}
      </Title>
      <CallTraceTimeline callId={callId} />
    </Stack>
  );
}
