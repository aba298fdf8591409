import { Alert, Code, Group, Table, Title } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import type { CallRecord } from '@/core/api/call-log';
import { useDescribeError } from '@/lib/use-describe-error';
import { useCall } from '@/api/call-log/get-call';
import { callStateOf, formatDuration, formatTime, formatVnd } from '../format';
import { CallStateBadge } from './call-state-badge';

type Row = [keyof CallRecord | 'state', ReactNode];

function rowsOf(call: CallRecord, language: string, yesNo: (value: boolean) => string): Row[] {
  const time = (ms: number | null) => formatTime(ms, language, { seconds: true });
  return [
    ['state', <CallStateBadge key="state" state={callStateOf(call)} />],
    ['id', <Code key="id">{call.id}</Code>],
    ['uuid', call.uuid],
    ['startTime', time(call.startTime)],
    ['answerTime', time(call.answerTime)],
    ['stopTime', time(call.stopTime)],
    ['created', time(call.created)],
    ['lastModified', time(call.lastModified)],
    ['fromNumber', call.fromNumber],
    ['fromAlias', call.fromAlias || '—'],
    ['fromUserId', call.fromUserId ?? '—'],
    ['fromInternal', yesNo(call.fromInternal)],
    ['toNumber', call.toNumber],
    ['toAlias', call.toAlias || '—'],
    ['toInternal', yesNo(call.toInternal)],
    ['answerDuration', formatDuration(call.answerDuration)],
    ['answerDurationMinutes', String(call.answerDurationMinutes)],
    ['amount', formatVnd(call.amount, language)],
    ['recorded', yesNo(call.recorded)],
    ['recordPath', call.recordPath ?? '—'],
    ['videoCall', yesNo(call.videoCall)],
    ['participants', <Code key="participants">{call.participants || '—'}</Code>],
    ['projectName', `${call.projectName} (${call.projectId})`],
    ['accountId', String(call.accountId)],
    ['startTimeText', call.startTimeText],
    ['fields', <Code key="fields">{JSON.stringify(call.fields)}</Code>],
  ];
}

/** Every field of one call record, as a two-column table. */
export function CallRecordPanel({ callId, at }: { callId: string; at?: number }) {
  const { t, i18n } = useTranslation('callLog');
  const describeError = useDescribeError();
  const call = useCall(callId, at);
  if (call.isPending) return <PageLoader />;
  if (call.isError)
    return <Alert color="red">{t('detail.loadFailed', { reason: describeError(call.error) })}</Alert>;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('detail.record')}
        </Title>
        {callStateOf(call.data) === 'running' && (
          <RouterAnchor to="/add-user-to-call" search={{ callId }}>
            {t('actions.addUser')}
          </RouterAnchor>
        )}
      </Group>
      <Table withTableBorder variant="vertical" aria-label={t('detail.record')}>
        <Table.Tbody>
          {rowsOf(call.data, i18n.language, yesNo).map(([field, value]) => (
            <Table.Tr key={field}>
              <Table.Th w={220} scope="row">
                {t(`fields.${field}` as 'fields.id')}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
