import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ShownPassword = { username: string; password: string };

/** The password just set, shown this once: the service lists no passwords back to the console. */
export function PasswordShownOnceModal({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation('sip');
  return (
    <Modal opened onClose={onClose} title={t('password.onceTitle', { username: shown.username })}>
      <Stack>
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t('password.onceWarning')}
        </Alert>
        <Text size="sm">{t('password.label')}</Text>
        <Code block>{shown.password}</Code>
        <Group justify="flex-end">
          <CopyButton value={shown.password}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('password.copied') : t('password.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('password.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
