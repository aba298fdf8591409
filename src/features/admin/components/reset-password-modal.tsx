import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, type ResetPassword, type User } from '@/core/api/users';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useDescribeError } from '@/lib/use-describe-error';
import { useResetPassword } from '../api/reset-password';
import { useUserFormMessages } from './use-user-form-messages';

export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const describeError = useDescribeError();
  const fieldMessage = useUserFormMessages();
  const resetPassword = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetPassword>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit((body) =>
    resetPassword.mutate(
      { userId: user.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('resetPassword.done', { username: user.username }),
          });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, ['password']),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('resetPassword.title', { username: user.username })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {resetPassword.isError && !formState.errors.password && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t('resetPassword.failed', { reason: describeError(resetPassword.error) })}
            </Alert>
          )}
          <Text size="sm">{t('resetPassword.explanation')}</Text>
          <PasswordInput
            label={t('form.newPassword')}
            description={t('form.passwordHint')}
            autoComplete="new-password"
            required
            error={fieldMessage('password', formState.errors.password)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={resetPassword.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
