import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportProgress as Progressing } from '@/core/api/campaign-imports';

const statusColor: Record<Progressing['status'], string> = {
  queued: 'gray',
  running: 'blue',
  paused: 'yellow',
  cancelled: 'orange',
  failed: 'red',
  done: 'green',
};

/** Share of the valid numbers the service has answered for; a job with nothing to send is complete. */
export function percentSent(job: Progressing): number {
  return job.valid === 0 ? 100 : Math.floor((job.sent / job.valid) * 100);
}

export function ImportProgress({ job }: { job: Progressing }) {
  const { t } = useTranslation('campaigns');
  const percent = percentSent(job);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Badge color={statusColor[job.status]} variant="light" size="lg">
          {t(`status.${job.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('job.batches', { done: job.batches.done, total: job.batches.total })}
        </Text>
      </Group>
      <Progress.Root size="xl" aria-hidden={false}>
        <Progress.Section
          value={percent}
          color={statusColor[job.status]}
          aria-label={t('job.progressLabel')}
          animated={job.status === 'running'}
        >
          <Progress.Label>{percent}%</Progress.Label>
        </Progress.Section>
      </Progress.Root>
      <Text role="status" aria-live="polite">
        {t('job.sent', { sent: job.sent, valid: job.valid })}
      </Text>
    </Stack>
  );
}
