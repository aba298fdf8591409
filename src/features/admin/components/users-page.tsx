import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useUsers } from '@/api/admin/get-users';
import { CreateUserModal } from './create-user-modal';
import { UsersTable } from './users-table';

/** Switchboard's users: who may sign in, with which role; create, change role, disable, reset password. */
export function UsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const describeError = useDescribeError();
  const users = useUsers();
  const [creating, createModal] = useDisclosure(false);
  useDocumentTitle(`${t('users.title')} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('users.title')}</Title>
          <Text c="dimmed">{t('users.intro')}</Text>
        </Stack>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={createModal.open}>
          {t('users.create')}
        </Button>
      </Group>
      {users.isPending && <PageLoader />}
      {users.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('users.loadFailed', { reason: describeError(users.error) })}
        </Alert>
      )}
      {users.data && <UsersTable users={users.data.items} />}
      <CreateUserModal opened={creating} onClose={createModal.close} />
    </Stack>
  );
}
