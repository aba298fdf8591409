import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IconAlertCircle, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { canResumeImport, type ImportProgress as Progressing } from '@/core/api/campaign-imports';
import { useDescribeError } from '@/lib/use-describe-error';
import { useControlImport, type ImportControl } from '../api/control-import';
import { campaignKeys } from '@/api/campaign-imports/campaign-keys';
import { useImport } from '@/api/campaign-imports/get-import';
import { useImportEvents } from '@/api/campaign-imports/use-import-events';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';

const RUNNING: readonly Progressing['status'][] = ['queued', 'running'];
const FINISHED: readonly Progressing['status'][] = ['done', 'cancelled'];

/** One import job: live progress, its controls, and the final report when it is over. */
export function ImportJobPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('campaigns');
  const describeError = useDescribeError();
  const job = useImport(jobId);
  const status = job.data?.status;
  useImportEvents(jobId, status !== undefined && RUNNING.includes(status));
  // The recent imports list reads each job's status once; re-read it whenever this job's status moves, so
  // the list never says "queued" while the panel says "sending".
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== undefined) void queryClient.invalidateQueries({ queryKey: campaignKeys.imports.lists() });
  }, [status, queryClient]);

  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('job.loadFailed', { reason: describeError(job.error) })}
      </Alert>
    );
  }
  const progress = job.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="campaign-job-title">
      <Stack>
        <Title order={2} size="h3" id="campaign-job-title">
          {t('job.title', { campaignId: progress.campaignId })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('job.summary', { total: progress.total, createdBy: progress.createdBy })}
        </Text>
        <ImportProgress job={progress} />
        {progress.status === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('job.failedTitle')}>
            {progress.errorCode === 'campaign_not_found'
              ? t('job.campaignNotFound', {
                  campaignId: progress.campaignId,
                  error: progress.error ?? t('job.failedUnknown'),
                })
              : (progress.error ?? t('job.failedUnknown'))}
          </Alert>
        )}
        <ImportControls job={progress} />
        {FINISHED.includes(progress.status) && <ImportReport job={progress} />}
      </Stack>
    </Paper>
  );
}

function ImportControls({ job }: { job: Progressing }) {
  const { t } = useTranslation('campaigns');
  const describeError = useDescribeError();
  const control = useControlImport();
  const run = (which: ImportControl) => control.mutate({ jobId: job.jobId, control: which });
  const canPause = RUNNING.includes(job.status);
  // Not for an unknown campaign: the service would refuse the same batch again (the panel says why).
  const canResume = canResumeImport(job);
  // As the BFF allows: a failed import is over, there is nothing left to cancel.
  const canCancel = canPause || job.status === 'paused';
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  if (!canCancel && !canResume) return null;
  return (
    <Stack gap="xs">
      {control.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('job.controlFailed', { reason: describeError(control.error) })}
        </Alert>
      )}
      <Group>
        {canPause && (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={18} aria-hidden />}
            onClick={() => run('pause')}
            loading={control.isPending && control.variables.control === 'pause'}
          >
            {t('job.pause')}
          </Button>
        )}
        {canResume && (
          <Button
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => run('resume')}
            loading={control.isPending && control.variables.control === 'resume'}
          >
            {t('job.resume')}
          </Button>
        )}
        {canCancel && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => setConfirmingCancel(true)}
            loading={control.isPending && control.variables.control === 'cancel'}
          >
            {t('job.cancel')}
          </Button>
        )}
      </Group>
      <Modal
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title={t('job.cancelTitle')}
      >
        <Stack>
          <Text>{t('job.cancelExplanation')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingCancel(false)}>
              {t('job.keepGoing')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmingCancel(false);
                run('cancel');
              }}
            >
              {t('job.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
