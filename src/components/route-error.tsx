import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';

/** A page that failed to load or render: say so in words, and offer to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Stack maw={640} p="md">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('routeError.title')}>
        {describeError(error, t)}
      </Alert>
      <Button variant="light" onClick={retry} w="fit-content">
        {t('routeError.retry')}
      </Button>
    </Stack>
  );
}
