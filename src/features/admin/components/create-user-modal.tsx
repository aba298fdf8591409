import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createUserSchema, type CreateUser, type CreateUserInput } from '@/core/api/users';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useCreateUser } from '../api/create-user';
import { useRoleOptions } from './role-options';
import { useUserFormMessages } from './use-user-form-messages';

const emptyUser: CreateUserInput = { username: '', displayName: '', role: 'support', password: '' };
const fields = ['username', 'displayName', 'role', 'password'] as const;

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const describeError = useDescribeError();
  const fieldMessage = useUserFormMessages();
  const roleOptions = useRoleOptions();
  const create = useCreateUser();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    CreateUserInput,
    unknown,
    CreateUser
  >({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyUser,
  });
  const { errors } = formState;

  const close = () => {
    reset(emptyUser);
    create.reset();
    onClose();
  };

  const submit = handleSubmit((user) =>
    create.mutate(user, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('createUser.created', { username: created.username }),
        });
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409 && error.fieldErrors.username) {
          setError(
            'username',
            { type: 'taken', message: t('form.errors.usernameTaken') },
            { shouldFocus: true },
          );
          return;
        }
        applyFieldErrors(error, setError, fields);
      },
    }),
  );

  const formLevelError =
    create.isError && !(isApiError(create.error) && Object.keys(create.error.fieldErrors).length > 0);

  return (
    <Modal opened={opened} onClose={close} title={t('createUser.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {formLevelError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t('createUser.failed', { reason: describeError(create.error) })}
            </Alert>
          )}
          <TextInput
            label={t('form.username')}
            description={t('form.usernameHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={
              errors.username?.type === 'taken'
                ? errors.username.message
                : fieldMessage('username', errors.username)
            }
            {...register('username')}
          />
          <TextInput
            label={t('form.displayName')}
            autoComplete="off"
            required
            error={fieldMessage('displayName', errors.displayName)}
            {...register('displayName')}
          />
          <NativeSelect
            label={t('form.role')}
            data={roleOptions}
            required
            error={fieldMessage('role', errors.role)}
            {...register('role')}
          />
          <PasswordInput
            label={t('form.password')}
            description={t('form.passwordHint')}
            autoComplete="new-password"
            required
            error={fieldMessage('password', errors.password)}
            {...register('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('createUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
