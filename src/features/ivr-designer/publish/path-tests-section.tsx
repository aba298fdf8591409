import { Alert, Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { checkMenuPaths } from '@/core/ivr/simulator/check-menu-paths';
import { useDescribeError } from '@/lib/use-describe-error';
import { useGreetings } from '@/api/greetings/get-greetings';
import { savedCaseOf } from '../simulator/saved-case';
import { useGreetingDurations } from '../simulator/use-greeting-durations';
import { usePathTestsToRun } from '@/api/ivr-path-tests/get-path-tests';
import { LongestToAgent } from './longest-to-agent';
import { PassingPathTests } from './passing-path-tests';
import { pathTestLines } from './path-test-lines';
import { usePathTestText } from './use-path-test-text';

interface PathTestsSectionProps {
  treeId: string;
  menu: IvrMenu;
  nodeName: (nodeId: string) => string;
}

/**
 * The saved and generated path tests run on the draft, and the longest way to an agent. Failures warn and
 * never block: the supervisor decides. Its own suspense boundary, so that loading the simulator's wording
 * does not blank the dialog.
 */
export function PathTestsSection(props: PathTestsSectionProps) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <PathTestsReport {...props} />
    </Suspense>
  );
}

function PathTestsReport({ treeId, menu, nodeName }: PathTestsSectionProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const titleId = useId();
  const saved = usePathTestsToRun(treeId);
  const greetings = useGreetings();
  const greetingItems = useMemo(() => greetings.data?.items ?? [], [greetings.data]);
  // The same greeting lengths as the simulator, so both show the same times.
  const greetingDurationsMs = useGreetingDurations(menu, greetingItems);
  const text = usePathTestText(nodeName);
  const limit = saved.data?.maxSecondsToAgent ?? null;
  // Without the saved tests (they could not be loaded) the generated ones still run.
  const check = useMemo(
    () =>
      saved.isPending
        ? null
        : checkMenuPaths(menu, (saved.data?.tests ?? []).map(savedCaseOf), {
            maxSecondsToAgent: limit,
            greetingDurationsMs,
          }),
    [menu, saved.isPending, saved.data, limit, greetingDurationsMs],
  );
  const lines = useMemo(() => (check ? pathTestLines(check) : []), [check]);
  const failing = lines.filter((line) => !line.passed);
  const passing = lines.filter((line) => line.passed);

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={4} id={titleId}>
        {t('publish.pathTests.title')}
      </Title>
      {saved.error && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t('publish.pathTests.savedUnavailable', { reason: describeError(saved.error) })}
        </Alert>
      )}
      {check === null ? (
        <Text size="sm" c="dimmed">
          {t('publish.pathTests.loading')}
        </Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {lines.length === 0
              ? t('publish.pathTests.none')
              : failing.length === 0
                ? t('publish.pathTests.allPassed', { count: lines.length })
                : t('publish.pathTests.summary', { passed: passing.length, failed: failing.length })}
          </Text>
          {failing.length > 0 && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('publish.pathTests.failingTitle')}
            >
              <Stack gap="xs">
                <Text size="sm">{t('publish.pathTests.failingHint')}</Text>
                <List size="sm" aria-label={t('publish.pathTests.failingLabel')}>
                  {failing.map((line) => (
                    <List.Item key={line.id}>{text.line(line)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Alert>
          )}
          <PassingPathTests lines={passing} sentence={text.line} />
          <LongestToAgent
            longest={check.longestToAgent}
            overLimit={check.overLimit}
            limit={limit}
            text={text}
          />
        </>
      )}
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link {...props} to="/ivr/$treeId/simulate" params={{ treeId }} search={{ tab: 'pathTests' }} />
        )}
      >
        {t('publish.pathTests.simulatorLink')}
      </Anchor>
    </Stack>
  );
}
