import { Alert, Anchor, Box, Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PressableKey } from '@/core/ivr/simulator/call-types';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useGreetings } from '@/api/greetings/get-greetings';
import { useTree } from '@/api/ivr-trees/get-tree';
import { MenuChooser } from './menu-chooser';
import { inputsOfCall } from './path-inputs';
import { PathTestsPanel } from './path-tests-panel';
import { PhonePanel } from './phone-panel';
import { SaveCallTest } from './save-call-test';
import { SimulatorCanvas } from './simulator-canvas';
import { SIMULATOR_TABS, simulatorSearchSchema, type SimulatorTab } from './simulator-search';
import { TranscriptTable } from './transcript-table';
import { useCallDriver } from './use-call-driver';
import { useGreetingDurations } from './use-greeting-durations';
import { useSimulatedMenu } from './use-simulated-menu';

/** Call a menu as a caller would: the phone beside the canvas, the walked path lit, a transcript below. */
export function SimulatorPage() {
  const { t } = useTranslation(['simulator', 'common']);
  const describeError = useDescribeError();
  const { treeId = '' }: { treeId?: string } = useParams({ strict: false });
  const { version, tab = 'call' } = simulatorSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const showTab = (value: string | null) => {
    const next = SIMULATOR_TABS.find((candidate) => candidate === value) ?? 'call';
    void navigate({
      to: '/ivr/$treeId/simulate',
      params: { treeId },
      search: { version, tab: next === 'call' ? undefined : (next satisfies SimulatorTab) },
      replace: true,
    });
  };
  const tree = useTree(treeId);
  const greetings = useGreetings();
  const { menu, isPending, error } = useSimulatedMenu(treeId, version);
  const [silent, setSilent] = useState(true);
  const greetingItems = useMemo(() => greetings.data?.items ?? [], [greetings.data]);
  const { view, call, send } = useCallDriver(menu, silent, greetingItems);
  const greetingDurationsMs = useGreetingDurations(menu, greetingItems);
  const onKey = useCallback((key: PressableKey) => send({ type: 'key', key }), [send]);
  const names = useMemo(() => new Map((menu?.nodes ?? []).map((node) => [node.id, node.name])), [menu]);
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  const treeName = tree.data?.name ?? treeId;
  const inCall = view.state !== null && view.state.phase !== 'ended';
  // A finished call can be kept as a test of the tree, whichever version was called.
  const ended = view.state?.phase === 'ended' ? view.state : null;
  useDocumentTitle(`${t('page.title', { name: treeName })} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor href={`/ivr/${encodeURIComponent(treeId)}`} size="sm">
          {t('page.backToEditor')}
        </Anchor>
        <Title order={1}>{t('page.title', { name: treeName })}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <MenuChooser treeId={treeId} version={version} disabled={inCall} />
      {isPending && <PageLoader />}
      {error && <Alert color="red">{t('page.loadFailed', { reason: describeError(error) })}</Alert>}
      {menu && (
        <Tabs value={inCall ? 'call' : tab} onChange={showTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="call">{t('tabs.call')}</Tabs.Tab>
            <Tabs.Tab value="pathTests" disabled={inCall}>
              {t('tabs.pathTests')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="call" pt="md">
            <Stack gap="lg">
              <Grid>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Box component="section" aria-label={t('page.callPathLabel')}>
                    <SimulatorCanvas menu={menu} walked={view.walked} />
                  </Box>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <PhonePanel
                    view={view}
                    silent={silent}
                    onSilentChange={setSilent}
                    canCall={menu.rootNodeId !== null}
                    onCall={call}
                    onEvent={send}
                    onKey={onKey}
                    nameOf={nameOf}
                    afterCall={
                      ended?.outcome ? (
                        <SaveCallTest treeId={treeId} inputs={inputsOfCall(ended)} outcome={ended.outcome} />
                      ) : null
                    }
                  />
                </Grid.Col>
              </Grid>
              <Stack gap="xs" component="section" aria-label={t('transcript.label')}>
                <Title order={2} size="h4">
                  {t('transcript.title')}
                </Title>
                <TranscriptTable entries={view.transcript} nameOf={nameOf} />
              </Stack>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="pathTests" pt="md">
            <PathTestsPanel
              treeId={treeId}
              menu={menu}
              nameOf={nameOf}
              greetingDurationsMs={greetingDurationsMs}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
