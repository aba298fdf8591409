import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/resource/notify';
import { useDescribeError } from '@/lib/use-describe-error';
import { useSavedPathTests } from './use-saved-path-tests';

/** Asks before deleting a saved test; the delete goes through on someone else's newer list too. */
export function DeleteTestModal({
  treeId,
  test,
  onClose,
}: {
  treeId: string;
  test: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('simulator');
  const describeError = useDescribeError();
  const { change } = useSavedPathTests(treeId);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      const saved = await change((current) => ({
        tests: current.tests.filter((other) => other.id !== test.id),
        maxSecondsToAgent: current.maxSecondsToAgent,
      }));
      notifySuccess(
        saved === 'saved' ? t('savedTests.deleted', { name: test.name }) : t('savedTests.savedOverConflict'),
      );
      onClose();
    } catch (error) {
      setFailure(describeError(error));
      setDeleting(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('savedTests.deleteTitle', { name: test.name })}
      closeButtonProps={{ 'aria-label': t('savedTests.cancel') }}
    >
      <Stack>
        {failure && <Alert color="red">{t('savedTests.failed', { reason: failure })}</Alert>}
        <Text>{t('savedTests.deleteExplanation', { name: test.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('savedTests.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {t('savedTests.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
