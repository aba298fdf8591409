import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PathTestResult } from '@/core/ivr/simulator/run-path-test';
import { outcomeText } from './outcome-text';

/**
 * Passed or failed once run, and on a failure why: a dead end, an end before the last input, another end,
 * or a call left unfinished.
 */
export function TestResultCell({
  result,
  deadEnd = false,
  nameOf,
}: {
  /** Undefined until the tests are run. */
  result: PathTestResult | undefined;
  deadEnd?: boolean;
  nameOf: (nodeId: string) => string;
}) {
  const { t } = useTranslation('simulator');
  if (result === undefined) return <Text c="dimmed">{t('pathTests.pending')}</Text>;
  // Shade 9 of these colours keeps white text readable (green 9 does not, at 4.4:1).
  if (result.passed) return <Badge color="teal.9">{t('pathTests.passed')}</Badge>;
  let why: string;
  if (deadEnd) why = t('pathTests.deadEnd');
  else if (result.outcome && result.inputsLeft > 0)
    why = t('pathTests.endedEarly', { outcome: outcomeText(t, result.outcome), count: result.inputsLeft });
  else if (result.outcome) why = t('pathTests.endedOtherwise', { outcome: outcomeText(t, result.outcome) });
  else if (result.stuckAtNodeId !== null) why = t('pathTests.stuck', { name: nameOf(result.stuckAtNodeId) });
  else why = t('pathTests.notEnded');
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="red.9">{t('pathTests.failed')}</Badge>
      <Text size="sm">{why}</Text>
    </Stack>
  );
}
