import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { checkMenuPaths } from '@/core/ivr/simulator/check-menu-paths';
import type { PathTestResult } from '@/core/ivr/simulator/run-path-test';
import { useDescribeError } from '@/lib/use-describe-error';
import { AddTestForm } from './add-test-form';
import { AgentWaitLimit } from './agent-wait-limit';
import { coverageNotes } from './coverage-notes';
import { GeneratedTestsTable } from './generated-tests-table';
import { savedCaseOf, type SavedCase } from './saved-case';
import { SavedTestsTable } from './saved-tests-section';
import { SimulatorCanvas } from './simulator-canvas';
import { TestsSection } from './tests-section';
import { useSavedPathTests } from './use-saved-path-tests';

const NOTHING_SHOWN: ReadonlySet<string> = new Set();

/**
 * The menu's path tests: the supervisor's saved tests and one generated call per key of every node
 * reachable from the root, run together on the simulator; the canvas then marks what no test reached.
 * The caller-experience figures (depth, time to the outcome, the longest wait for an agent) need no run.
 */
export function PathTestsPanel({
  treeId,
  menu,
  nameOf,
  greetingDurationsMs,
}: {
  treeId: string;
  menu: IvrMenu;
  nameOf: (nodeId: string) => string;
  greetingDurationsMs: Record<string, number>;
}) {
  const { t } = useTranslation('simulator');
  const describeError = useDescribeError();
  const { query } = useSavedPathTests(treeId);
  const tests = useMemo<SavedCase[]>(() => (query.data?.tests ?? []).map(savedCaseOf), [query.data]);
  const limit = query.data?.maxSecondsToAgent ?? null;
  const check = useMemo(
    () => checkMenuPaths(menu, tests, { maxSecondsToAgent: limit, greetingDurationsMs }),
    [menu, tests, limit, greetingDurationsMs],
  );
  // A run stays shown (and follows added or deleted tests) until another menu is chosen.
  const [ranOn, setRanOn] = useState<IvrMenu | null>(null);
  const ran = ranOn === menu;
  // A path picked from a run, shown on the menu it was walked on only.
  const [picked, setShown] = useState<{ menu: IvrMenu; name: string; ids: ReadonlySet<string> } | null>(null);
  const shown = picked?.menu === menu ? picked : null;
  const notes = useMemo(
    () =>
      ran
        ? coverageNotes(menu, check.uncoveredKeyIds, {
            keyNotReached: t('coverage.keyNotReached'),
            nodeUnreachable: t('coverage.nodeUnreachable'),
          })
        : undefined,
    [ran, menu, check.uncoveredKeyIds, t],
  );
  const showPath = (name: string, result: PathTestResult) =>
    setShown({ menu, name, ids: new Set([...result.visitedNodeIds, ...result.followedKeyIds]) });
  const keyCount = menu.keys.length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text role="status" fw={ran ? 600 : undefined}>
          {ran
            ? t('pathTests.summary', {
                passed: check.passed,
                failed: check.failed,
                covered: keyCount - check.uncoveredKeyIds.length,
                keys: keyCount,
              })
            : t('pathTests.notRun', { generated: check.generated.length, saved: tests.length })}
        </Text>
        <Button
          onClick={() => setRanOn(menu)}
          disabled={query.isPending || check.generated.length + tests.length === 0}
        >
          {t('pathTests.runAll')}
        </Button>
      </Group>
      {check.uncoverable.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('pathTests.uncoverable', { count: check.uncoverable.length })}
        </Text>
      )}
      <Stack gap="xs" component="section" aria-label={t('coverage.canvasLabel')}>
        <SimulatorCanvas menu={menu} walked={shown?.ids ?? NOTHING_SHOWN} notes={notes} />
        <Text size="sm">{ran ? t('coverage.legend') : t('coverage.beforeRun')}</Text>
        {shown && (
          <Group gap="xs">
            <Text size="sm">{t('coverage.pathShown', { name: shown.name })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setShown(null)}>
              {t('coverage.clearPath')}
            </Button>
          </Group>
        )}
      </Stack>
      <AgentWaitLimit
        treeId={treeId}
        limit={limit}
        longest={check.longestToAgent}
        overLimit={check.overLimit}
        nameOf={nameOf}
      />
      <TestsSection title={t('savedTests.title')} intro={t('savedTests.intro')}>
        {query.isPending && <Loader size="sm" role="progressbar" aria-label={t('savedTests.loading')} />}
        {query.isError && (
          <Alert color="red">{t('savedTests.loadFailed', { reason: describeError(query.error) })}</Alert>
        )}
        {/* Once read, the list and the form stay while a later read fails: what is typed is kept. */}
        {query.data !== undefined && (
          <SavedTestsTable
            treeId={treeId}
            checks={check.saved}
            ran={ran}
            nameOf={nameOf}
            onShowPath={showPath}
          />
        )}
        {query.data !== undefined && <AddTestForm treeId={treeId} />}
      </TestsSection>
      <TestsSection title={t('pathTests.generatedTitle')} intro={t('pathTests.generatedIntro')}>
        <GeneratedTestsTable checks={check.generated} ran={ran} nameOf={nameOf} onShowPath={showPath} />
      </TestsSection>
    </Stack>
  );
}
