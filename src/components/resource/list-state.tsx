import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../lib/use-describe-error';

/** Why a list could not be loaded, with a way to try again. */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('resources');
  const describeError = useDescribeError();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('table.loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error)}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('table.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty list says so, and whether a search hid what there is. */
export function ListEmpty({
  message,
  filtered,
  everyRow = false,
}: {
  message: string;
  filtered: boolean;
  everyRow?: boolean;
}) {
  const { t } = useTranslation('resources');
  return (
    <Text c="dimmed" py="md" ta="center">
      {filtered ? t(everyRow ? 'table.noMatchAll' : 'table.noMatch') : message}
    </Text>
  );
}
