import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '@/components/progress-meter';
import { useDescribeError } from '@/lib/use-describe-error';
import { usePublishProgress } from '@/api/ivr-publishes/get-publish';
import { useResumePublish } from '../api/resume-publish';
import type { KeyLookup } from './operation-text';
import { PublishJournal } from './publish-journal';

interface PublishProgressViewProps {
  publishId: string;
  nodeName: (nodeId: string) => string;
  keyOf?: KeyLookup;
  onClose: () => void;
}

/** A publish (or restore) under way: a progress bar, then the outcome; on failure the journal and Resume. */
export function PublishProgressView({ publishId, nodeName, keyOf, onClose }: PublishProgressViewProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const progress = usePublishProgress(publishId);
  const resume = useResumePublish();
  const data = progress.data;
  if (progress.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('publish.progress.lost', { reason: describeError(progress.error) })}
      </Alert>
    );
  const percent = data && data.total > 0 ? Math.round((data.applied / data.total) * 100) : 0;
  const settledBadly = data && (data.status === 'failed' || data.status === 'conflict');
  return (
    <Stack>
      <ProgressMeter
        value={data?.status === 'succeeded' ? 100 : percent}
        label={t('publish.progress.label')}
        animated={!data || data.status === 'running'}
        color={settledBadly ? 'red' : undefined}
        size="lg"
      />
      <Text size="sm" role="status">
        {data
          ? t(`publish.progress.status.${data.status}`, { applied: data.applied, total: data.total })
          : t('publish.progress.starting')}
      </Text>
      {data?.status === 'succeeded' && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
          {t('publish.progress.done', { number: data.versionNumber ?? '—' })}
        </Alert>
      )}
      {settledBadly && (
        <>
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('publish.progress.failedTitle')}>
            {data.error ?? t('publish.progress.failedNoReason')}
          </Alert>
          <PublishJournal entries={data.operations} nodeName={nodeName} {...(keyOf && { keyOf })} />
          {resume.isError && (
            <Alert color="red">
              {t('publish.progress.resumeFailed', { reason: describeError(resume.error) })}
            </Alert>
          )}
        </>
      )}
      <Group justify="flex-end">
        {settledBadly && data.resumable && (
          <Button onClick={() => resume.mutate(publishId)} loading={resume.isPending}>
            {t('publish.progress.resume')}
          </Button>
        )}
        <Button variant={data?.status === 'succeeded' ? 'filled' : 'default'} onClick={onClose}>
          {t('publish.close')}
        </Button>
      </Group>
    </Stack>
  );
}
