import { Alert, Code, Group, Loader, Text } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import { useTranslation } from 'react-i18next';
import { usePlacedCall } from '@/api/call-log/get-placed-call';

/** The service's answer to a call-out, and links to the call once the call log has it. */
export function PlacedCallResult({ callId }: { callId: string | null }) {
  const { t } = useTranslation('calls');
  const placed = usePlacedCall(callId);
  return (
    <Alert color="teal" title={t('placeCall.placed')} role="status">
      {callId === null ? (
        <Text size="sm">{t('placeCall.noCallId')}</Text>
      ) : (
        <>
          <Text size="sm">
            {t('placeCall.callId')} <Code>{callId}</Code>
          </Text>
          {placed.isPending && (
            <Group gap="xs" mt="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('placeCall.waitingForLog')}</Text>
            </Group>
          )}
          {placed.isError && <Text size="sm">{t('placeCall.notInLogYet')}</Text>}
          {placed.data && (
            <Group gap="md" mt="xs">
              <RouterAnchor to="/call-log/$callId" params={{ callId }} search={{ at: placed.data.startTime }}>
                {t('placeCall.openInLog')}
              </RouterAnchor>
              <RouterAnchor to="/call-debugger" search={{ callId }}>
                {t('placeCall.openInDebugger')}
              </RouterAnchor>
              <RouterAnchor to="/add-user-to-call" search={{ callId }}>
                {t('placeCall.addUser')}
              </RouterAnchor>
            </Group>
          )}
        </>
      )}
    </Alert>
  );
}
