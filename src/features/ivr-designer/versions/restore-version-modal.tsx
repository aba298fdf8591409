import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrVersionSummary } from '@/core/api/ivr-designer-versions';
import { useDescribeError } from '@/lib/use-describe-error';
import { restoreIntoDraft, unpublishedChanges } from '../live/restore-into-draft';
import { useHeldDraftConnection, useLiveStatus } from '../live/use-draft-connection';
import { useVersion } from '@/api/ivr-versions/get-version';

interface RestoreVersionModalProps {
  treeId: string;
  version: IvrVersionSummary;
  onClose: () => void;
}

/**
 * A restore loads the older menu into the draft, as one edit everyone sees and its author can undo;
 * it never publishes. The confirmation says what the draft loses.
 */
export function RestoreVersionModal({ treeId, version, onClose }: RestoreVersionModalProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const navigate = useNavigate();
  const connection = useHeldDraftConnection(treeId);
  const status = useLiveStatus(connection);
  const full = useVersion(treeId, version.number);
  const [failure, setFailure] = useState<unknown>(null);
  const [restoring, setRestoring] = useState(false);
  const ready = Boolean(connection && status && connection.isReady() && full.data);
  const losing = ready && connection ? unpublishedChanges(connection) : 0;
  const restore = () => {
    if (!connection || !full.data) return;
    setRestoring(true);
    restoreIntoDraft(connection, full.data.menu)
      .then(() => navigate({ to: '/ivr/$treeId', params: { treeId } }))
      .catch((error: unknown) => {
        setFailure(error);
        setRestoring(false);
      });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      title={t('versions.restoreTitle', { number: version.number })}
      size="lg"
    >
      <Stack>
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('versions.restoreExplanation', {
            number: version.number,
            nodes: version.nodeCount,
            keys: version.keyCount,
          })}
        </Alert>
        {ready && (
          <Text fw={500} c={losing > 0 ? 'orange.9' : undefined}>
            {losing > 0 ? t('versions.restoreLoses', { count: losing }) : t('versions.restoreLosesNothing')}
          </Text>
        )}
        {(failure ?? full.error) && (
          <Text c="red.8">
            {t('versions.restoreFailed', { reason: describeError(failure ?? full.error) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('publish.cancel')}
          </Button>
          <Button color="orange" onClick={restore} loading={restoring || !ready} disabled={!ready}>
            {t('versions.restoreConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
