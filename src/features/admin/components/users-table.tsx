import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session/get-session';
import type { User } from '@/core/api/users';
import { ChangeRoleModal } from './change-role-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { RoleBadge } from './role-badge';
import { ToggleDisabledModal } from './toggle-disabled-modal';
import { UserRowActions, type UserAction } from './user-row-actions';

type OpenAction = { action: UserAction; user: User } | null;

export function UsersTable({ users }: { users: User[] }) {
  const selfId = useSession().data?.user.id;
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<OpenAction>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover captionSide="top">
          <Table.Caption>{t('users.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('users.columns.username')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.displayName')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={500}>
                  {user.username}
                </Table.Th>
                <Table.Td>{user.displayName}</Table.Td>
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={user.disabled ? 'gray' : 'green'}>
                    {user.disabled ? t('users.status.disabled') : t('users.status.active')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <UserRowActions
                    user={user}
                    isSelf={user.id === selfId}
                    onChoose={(action) => setOpen({ action, user })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {users.length === 0 && <Text c="dimmed">{t('users.empty')}</Text>}
      {open?.action === 'changeRole' && <ChangeRoleModal user={open.user} onClose={close} />}
      {open?.action === 'resetPassword' && <ResetPasswordModal user={open.user} onClose={close} />}
      {open?.action === 'toggleDisabled' && <ToggleDisabledModal user={open.user} onClose={close} />}
    </>
  );
}
