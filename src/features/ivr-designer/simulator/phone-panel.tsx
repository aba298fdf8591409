import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPhone, IconPhoneOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallEvent, PressableKey } from '@/core/ivr/simulator/call-types';
import type { CallView } from './call-driver';
import { CallOutcomeView } from './call-outcome-view';
import { CurrentPrompt } from './current-prompt';
import { Keypad } from './keypad';
import { TimeoutCountdown } from './timeout-countdown';

interface PhonePanelProps {
  view: CallView;
  silent: boolean;
  onSilentChange: (silent: boolean) => void;
  canCall: boolean;
  onCall: () => void;
  onEvent: (event: CallEvent) => void;
  onKey: (key: PressableKey) => void;
  nameOf: (nodeId: string) => string;
  /** Shown under the outcome once the call has ended (saving it as a test). */
  afterCall?: ReactNode;
}

/** The caller's phone: call, hang up, keys, what is playing, the keypress countdown and the outcome. */
export function PhonePanel({
  view,
  silent,
  onSilentChange,
  canCall,
  onCall,
  onEvent,
  onKey,
  nameOf,
  afterCall,
}: PhonePanelProps) {
  const { t } = useTranslation('simulator');
  const inCall = view.state !== null && view.state.phase !== 'ended';
  return (
    <Paper withBorder p="md" component="section" aria-label={t('phone.label')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('phone.title')}
        </Title>
        <Switch
          label={t('phone.silent')}
          description={t('phone.silentHint')}
          checked={silent}
          disabled={inCall}
          onChange={(event) => onSilentChange(event.currentTarget.checked)}
        />
        <Group grow>
          {inCall ? (
            <Button
              color="red"
              leftSection={<IconPhoneOff size={16} aria-hidden />}
              onClick={() => onEvent({ type: 'hangUp' })}
            >
              {t('phone.hangUp')}
            </Button>
          ) : (
            <Button leftSection={<IconPhone size={16} aria-hidden />} disabled={!canCall} onClick={onCall}>
              {view.state ? t('phone.callAgain') : t('phone.call')}
            </Button>
          )}
        </Group>
        {view.prompt && <CurrentPrompt prompt={view.prompt} nodeName={nameOf(view.prompt.nodeId)} />}
        {view.wait && <TimeoutCountdown key={view.wait.deadline} {...view.wait} timeScale={view.timeScale} />}
        <Keypad enabled={inCall} onPress={onKey} />
        {!inCall && !view.state && (
          <Text size="sm" c="dimmed">
            {t('phone.idle')}
          </Text>
        )}
        {view.state?.outcome && <CallOutcomeView outcome={view.state.outcome} />}
        {view.state?.outcome && afterCall}
      </Stack>
    </Paper>
  );
}
