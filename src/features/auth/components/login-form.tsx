import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldError } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@/core/api/session';
import type { LoginRequest } from '@/core/api/session';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  // Client-side checks speak the person's language; messages the server sends are shown as they are.
  const fieldMessage = (error: FieldError | undefined, requiredMessage: string) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return error.type === 'too_big' ? t('login.fieldTooLong') : requiredMessage;
  };

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: onSignedIn,
      onError: (error) => applyFieldErrors(error, setError, ['username', 'password']),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {login.isError && <LoginError error={login.error} />}
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldMessage(formState.errors.username, t('login.usernameRequired'))}
          {...register('username')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          error={fieldMessage(formState.errors.password, t('login.passwordRequired'))}
          {...register('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function LoginError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  const describeError = useDescribeError();
  const message = () => {
    if (!isApiError(error)) return t('login.failed', { reason: describeError(error) });
    if (error.status === 401) return t('login.invalidCredentials');
    if (error.status === 429) return t('login.tooManyAttempts');
    // Field errors are already beside their fields.
    if (Object.keys(error.fieldErrors).length > 0) return null;
    return t('login.failed', { reason: describeError(error) });
  };
  const text = message();
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {text}
    </Alert>
  );
}
