import { Alert, Anchor, Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PressableKey } from '../../../core/ivr/simulator/call-types';
import { PageLoader } from '../../../components/page-loader';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useGreetings } from '../api/get-greetings';
import { useTreeGraph } from '../trees/api/get-tree-graph';
import { MenuChooser } from './menu-chooser';
import { PathTestsPanel } from './path-tests-panel';
import { PhonePanel } from './phone-panel';
import { SimulatorCanvas } from './simulator-canvas';
import { simulatorSearchSchema } from './simulator-search';
import { TranscriptTable } from './transcript-table';
import { useCallDriver } from './use-call-driver';
import { useSimulatedMenu } from './use-simulated-menu';

/** Call a menu as a caller would: the phone beside the canvas, the walked path lit, a transcript below. */
export function SimulatorPage() {
  const { t } = useTranslation(['simulator', 'common']);
  const describeError = useDescribeError();
  const { treeId = '' }: { treeId?: string } = useParams({ strict: false });
  const { version } = simulatorSearchSchema.parse(useSearch({ strict: false }));
  const tree = useTreeGraph(treeId);
  const greetings = useGreetings();
  const { menu, isPending, error } = useSimulatedMenu(treeId, version);
  const [silent, setSilent] = useState(true);
  const greetingItems = useMemo(() => greetings.data?.items ?? [], [greetings.data]);
  const { view, call, send } = useCallDriver(menu, silent, greetingItems);
  const onKey = useCallback((key: PressableKey) => send({ type: 'key', key }), [send]);
  const names = useMemo(() => new Map((menu?.nodes ?? []).map((node) => [node.id, node.name])), [menu]);
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  const treeName = tree.data?.tree.name ?? treeId;
  const inCall = view.state !== null && view.state.phase !== 'ended';
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
        <Tabs defaultValue="call" keepMounted={false}>
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
                  <SimulatorCanvas menu={menu} walked={view.walked} />
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
            <PathTestsPanel menu={menu} nameOf={nameOf} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
