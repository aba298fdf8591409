import { Alert, Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import type { CallLogSummary } from '@/core/api/call-log-summary';
import { formatDate, formatTimeOfDay } from '@/lib/format-date-time';
import { useDescribeError } from '@/lib/use-describe-error';
import { useCallSummary } from '@/api/call-log/get-call-summary';
import type { CallLogFilterValues } from '../call-log-search';
import { formatCount } from '../format';
import { BarChart } from './bar-chart';

const ANSWERED = 'var(--mantine-color-teal-6)';
const UNANSWERED = 'var(--mantine-color-red-4)';
const DURATION = 'var(--mantine-color-blue-6)';
const DURATION_BINS = ['under30s', 's30to60', 'm1to2', 'm2to5', 'm5to10', 'over10m'] as const;

/** An hour as `14:00`; a day as the console's date without its year (`26/11`, `26 Nov`). */
function bucketLabel(summary: CallLogSummary, start: number, language: string) {
  if (summary.bucket === 'hour') return formatTimeOfDay(start);
  return formatDate(start, language).replace(/[/ ]\d{4}$/, '');
}

/** Calls per hour or day, the answer rate and the duration distribution of the filtered set. */
export function CallLogSummaryPanel({ filters }: { filters: CallLogFilterValues }) {
  const { t, i18n } = useTranslation('callLog');
  const describeError = useDescribeError();
  const summary = useCallSummary(filters);
  if (summary.isPending) return <PageLoader />;
  if (summary.isError)
    return <Alert color="red">{t('summary.failed', { reason: describeError(summary.error) })}</Alert>;
  const data = summary.data;
  const count = (value: number) => formatCount(value, i18n.language);
  const rate = data.answerRate === null ? null : Math.round(data.answerRate * 1000) / 10;
  const perBucket = data.buckets.map((bucket) => ({
    label: bucketLabel(data, bucket.start, i18n.language),
    parts: [
      { value: bucket.answered, color: ANSWERED },
      { value: bucket.total - bucket.answered, color: UNANSWERED },
    ],
  }));
  const limitNote = !data.complete
    ? t('summary.waitingForLimit', { counted: data.buckets.length, expected: data.bucketsExpected })
    : data.rateLimitWaitMs >= 1000
      ? t('summary.delayed', { seconds: Math.round(data.rateLimitWaitMs / 1000) })
      : null;
  const durationBars = data.durations.counts.map((value, index) => ({
    label: t(`summary.bins.${DURATION_BINS[index] ?? 'over10m'}`),
    parts: [{ value, color: DURATION }],
  }));
  return (
    <Stack gap="xs">
      {limitNote && (
        <Text size="sm" c="dimmed" role="status">
          {limitNote}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" style={{ gridColumn: 'span 2' }}>
          <Title order={3} size="h5">
            {t(data.bucket === 'hour' ? 'summary.perHour' : 'summary.perDay')}
          </Title>
          <BarChart
            title={t(data.bucket === 'hour' ? 'summary.perHour' : 'summary.perDay')}
            description={t('summary.totalsDescription', {
              total: count(data.total),
              answered: count(data.answered),
            })}
            bars={perBucket}
            labelEvery={Math.ceil(perBucket.length / 12)}
          />
          <Group gap="md">
            <Text size="xs" c="teal">
              ■ {t('state.answered')}
            </Text>
            <Text size="xs" c="red">
              ■ {t('state.unanswered')}
            </Text>
          </Group>
        </Paper>
        <Stack gap="md">
          <Paper withBorder p="md">
            <Title order={3} size="h5">
              {t('summary.answerRate')}
            </Title>
            <Group>
              <RingProgress
                size={90}
                thickness={10}
                sections={[{ value: rate ?? 0, color: 'teal' }]}
                label={
                  <Text ta="center" size="sm" fw={700}>
                    {rate === null ? '—' : `${rate}%`}
                  </Text>
                }
                aria-label={t('summary.answerRateValue', { rate: rate ?? '—' })}
              />
              <Text size="sm">
                {t('summary.answeredOf', { answered: count(data.answered), total: count(data.total) })}
              </Text>
            </Group>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h5">
              {t('summary.durations')}
            </Title>
            <BarChart
              title={t('summary.durations')}
              description={t('summary.durationsDescription', { sampled: count(data.durations.sampled) })}
              bars={durationBars}
              height={140}
            />
            <Text size="xs" c="dimmed">
              {t('summary.durationsDescription', { sampled: count(data.durations.sampled) })}
            </Text>
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
