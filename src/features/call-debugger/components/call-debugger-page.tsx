import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debuggerKeys } from '@/api/call-debugger/get-call-trace';
import { CallTraceTimeline } from './call-trace-timeline';
import { LatestDebuggerEntries } from './latest-debugger-entries';

/** The debugger: a call id (pasted, or arriving from the call log in the address bar) and its trace. */
export function CallDebuggerPage() {
  const { t } = useTranslation(['callDebugger', 'common']);
  const { callId = '' }: { callId?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [draft, setDraft] = useState(callId);
  useDocumentTitle(`${t('title')} · ${t('common:appName')}`);
  const queryClient = useQueryClient();
  // An empty box shows the latest entries of all calls, read again: "Show trace" always does something.
  const open = () => {
    const wanted = draft.trim();
    if (!wanted) void queryClient.invalidateQueries({ queryKey: debuggerKeys.latest() });
    void navigate({ to: '/call-debugger', search: { callId: wanted || undefined } });
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <form
        aria-label={t('form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('form.callId')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            spellCheck={false}
            w={360}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('form.show')}
          </Button>
        </Group>
      </form>
      {callId ? <CallTraceTimeline key={callId} callId={callId} /> : <LatestDebuggerEntries />}
    </Stack>
  );
}
