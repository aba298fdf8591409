import { Alert, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/core/api/users';
import { roleSchema, type Role } from '@/core/roles';
import { useUpdateUser } from '../api/update-user';
import { useRefusalMessage } from './refusal-message';
import { useRoleOptions } from './role-options';

export function ChangeRoleModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const roleOptions = useRoleOptions();
  const refusalMessage = useRefusalMessage();
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);

  const save = () =>
    update.mutate(
      { userId: user.id, change: { role } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('changeRole.saved', {
              username: saved.username,
              role: t(`common:roles.${saved.role}`),
            }),
          });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('changeRole.title', { username: user.username })}>
      <Stack>
        {update.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('changeRole.failed', { reason: refusalMessage(update.error) })}
          </Alert>
        )}
        <NativeSelect
          label={t('form.role')}
          data={roleOptions}
          value={role}
          onChange={(event) => setRole(roleSchema.safeParse(event.currentTarget.value).data ?? user.role)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={role === user.role}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
