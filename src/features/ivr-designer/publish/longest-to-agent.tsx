import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedCheck } from '@/core/ivr/simulator/check-menu-paths';
import type { usePathTestText } from './use-path-test-text';

interface LongestToAgentProps {
  longest: GeneratedCheck | null;
  overLimit: boolean;
  /** Seconds the supervisors accept before a caller reaches an agent; null when no limit is set. */
  limit: number | null;
  text: ReturnType<typeof usePathTestText>;
}

/** The slowest way to an agent and its estimated time, with a warning when it is over the tree's limit. */
export function LongestToAgent({ longest, overLimit, limit, text }: LongestToAgentProps) {
  const { t } = useTranslation('ivr');
  if (!longest) return <Text size="sm">{t('publish.pathTests.noAgentPath')}</Text>;
  const time = text.time(longest.ms, longest.exact);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('publish.pathTests.longestTitle')}
      </Text>
      <Text size="sm">
        {t('publish.pathTests.longest', {
          path: text.walk(longest.test.walk),
          time,
          outcome: text.outcome(longest.test.expected),
        })}
        {limit !== null && !overLimit && ` ${t('publish.pathTests.withinLimit', { limit })}`}
      </Text>
      {overLimit && limit !== null && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('publish.pathTests.overLimitTitle')}
        >
          {t('publish.pathTests.overLimit', { time, limit })}
        </Alert>
      )}
    </Stack>
  );
}
