import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKey, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/core/api/users';

export type UserAction = 'changeRole' | 'resetPassword' | 'toggleDisabled';

interface UserRowActionsProps {
  user: User;
  /** The signed-in admin's own row: the BFF refuses changing one's own role or disabling oneself. */
  isSelf: boolean;
  onChoose: (action: UserAction) => void;
}

export function UserRowActions({ user, isSelf, onChoose }: UserRowActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('users.actionsFor', { username: user.username })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isSelf && <Menu.Label>{t('users.selfNote')}</Menu.Label>}
        {!isSelf && (
          <Menu.Item
            leftSection={<IconUserCog size={16} aria-hidden />}
            onClick={() => onChoose('changeRole')}
          >
            {t('users.changeRole')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onChoose('resetPassword')}>
          {t('users.resetPassword')}
        </Menu.Item>
        {!isSelf && (
          <Menu.Item
            color={user.disabled ? undefined : 'red'}
            leftSection={
              user.disabled ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />
            }
            onClick={() => onChoose('toggleDisabled')}
          >
            {user.disabled ? t('users.enable') : t('users.disable')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
