import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/core/api/users';
import { useUpdateUser } from '../api/update-user';
import { useRefusalMessage } from './refusal-message';

/** Asks before disabling (which signs the person out at once) or enabling an account. */
export function ToggleDisabledModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const refusalMessage = useRefusalMessage();
  const update = useUpdateUser();
  const disabling = !user.disabled;
  const names = { username: user.username, name: user.displayName };

  const confirm = () =>
    update.mutate(
      { userId: user.id, change: { disabled: disabling } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: disabling ? t('toggleDisabled.disabled', names) : t('toggleDisabled.enabled', names),
          });
          onClose();
        },
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={disabling ? t('toggleDisabled.disableTitle', names) : t('toggleDisabled.enableTitle', names)}
    >
      <Stack>
        {update.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('toggleDisabled.failed', { reason: refusalMessage(update.error) })}
          </Alert>
        )}
        <Text>
          {disabling
            ? t('toggleDisabled.disableExplanation', names)
            : t('toggleDisabled.enableExplanation', names)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button color={disabling ? 'red' : undefined} onClick={confirm} loading={update.isPending}>
            {disabling ? t('users.disable') : t('users.enable')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
