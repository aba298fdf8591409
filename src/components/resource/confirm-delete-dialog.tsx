import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asSentence } from '../../lib/sentence';
import { useDescribeError } from '../../lib/use-describe-error';
import { isOutcomeUnknown } from '../../lib/api-error';
import { notifyFailure, notifySuccess, notifyUnconfirmed } from './notify';
import { WaitingForServiceLimit } from './waiting-for-service-limit';

interface ConfirmDeleteModalProps {
  /** What will be deleted, as a person knows it: "the group Sales", "agent Nguyễn Văn An". */
  name: string;
  /** A consequence worth knowing before deleting, if any. */
  warning?: string;
  /** The delete waits while this holds (e.g. the warning is still being checked). */
  holdConfirm?: boolean;
  remove: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting, naming what goes; a refusal is notified and the dialog stays open. */
export function ConfirmDeleteModal({ name, warning, holdConfirm, remove, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('resources');
  const describeError = useDescribeError();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await remove();
      notifySuccess(asSentence(t('delete.done', { name })));
      onClose();
    } catch (error) {
      if (isOutcomeUnknown(error))
        notifyUnconfirmed(asSentence(t('delete.unconfirmed', { name })), describeError(error));
      else notifyFailure(asSentence(t('delete.failed', { name })), describeError(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={asSentence(t('delete.title', { name }))}>
      <Stack>
        <Text>{asSentence(t('delete.explanation', { name }))}</Text>
        {warning && <Text c="orange.8">{warning}</Text>}
        {deleting && <WaitingForServiceLimit />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button color="red" loading={deleting} disabled={holdConfirm} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
