import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { IvrVersionSummary } from '../../../../core/api/ivr-designer-versions';
import { PUBLISH_NOTE_MAX } from '../../../../core/api/ivr-designer-publishes';
import { useDescribeError } from '../../../../lib/use-describe-error';
import { PublishProgressView } from '../../publish/components/publish-progress';
import { useRestoreVersion } from '../api/restore-version';

const noteFormSchema = z.object({ note: z.string().trim().max(PUBLISH_NOTE_MAX) });
type NoteForm = z.infer<typeof noteFormSchema>;

interface RestoreVersionModalProps {
  treeId: string;
  version: IvrVersionSummary;
  onClose: () => void;
}

/** A restore is a publish of the older menu: confirm what goes live, then follow its progress. */
export function RestoreVersionModal({ treeId, version, onClose }: RestoreVersionModalProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const restore = useRestoreVersion();
  const [publishId, setPublishId] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: t('versions.restoreDefaultNote', { number: version.number }) },
  });
  const submit = handleSubmit(({ note }) =>
    restore.mutate(
      { treeId, number: version.number, request: { note } },
      { onSuccess: (started) => setPublishId(started.publishId) },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      title={t('versions.restoreTitle', { number: version.number })}
      size="lg"
    >
      {publishId ? (
        <PublishProgressView publishId={publishId} nodeName={(id) => id} onClose={onClose} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
              {t('versions.restoreExplanation', {
                number: version.number,
                nodes: version.nodeCount,
                keys: version.keyCount,
              })}
            </Alert>
            {restore.isError && (
              <Text c="red.8">{t('versions.restoreFailed', { reason: describeError(restore.error) })}</Text>
            )}
            <Textarea
              label={t('publish.note')}
              autosize
              minRows={2}
              error={formState.errors.note && t('publish.noteTooLong', { max: PUBLISH_NOTE_MAX })}
              {...register('note')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('publish.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={restore.isPending}>
                {t('versions.restoreConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
