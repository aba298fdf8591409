import { ActionIcon, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverHint } from '../../components/hover-hint';
import type { SessionUser } from '../../core/api/session';
import { useLogout } from '../../features/auth/api/logout';
import { useDescribeError } from '../../lib/use-describe-error';
import classes from './user-panel.module.css';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [name.slice(0, 2)];
  return letters
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** Who is signed in, in which role, and the way out. */
export function UserPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['shell', 'common']);
  const logout = useLogout();
  const describeError = useDescribeError();
  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('user.logoutFailed', { reason: describeError(error) }),
        }),
    });
  const roleName = t(`common:roles.${user.role}`);
  return (
    <Group gap="sm" wrap="nowrap">
      <span className={classes.initials} aria-hidden>
        {initialsOf(user.displayName)}
      </span>
      <Stack gap={0} visibleFrom="sm">
        <Text size="sm" fw={600} lh={1.2}>
          {user.displayName}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {roleName}
        </Text>
      </Stack>
      <VisuallyHidden hiddenFrom="sm">
        {t('user.signedInAs', { name: user.displayName, role: roleName })}
      </VisuallyHidden>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={logout.isPending}
        onClick={signOut}
        visibleFrom="sm"
      >
        {t('user.logout')}
      </Button>
      {/* Narrow screens keep only the icon; the tooltip and label still name it. */}
      <HoverHint label={t('user.logout')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('user.logout')}
          loading={logout.isPending}
          onClick={signOut}
          hiddenFrom="sm"
        >
          <IconLogout size={18} aria-hidden />
        </ActionIcon>
      </HoverHint>
    </Group>
  );
}
