import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/core/roles';

/** The sandbox's seeded users; their usernames match their roles. */
const demoUsers: readonly { username: string; role: Role }[] = [
  { username: 'admin', role: 'admin' },
  { username: 'supervisor', role: 'supervisor' },
  { username: 'lead', role: 'lead' },
  { username: 'support', role: 'support' },
];

/** Only shown on the embedded sandbox, where these users exist. */
export function DemoUsersCard() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="demo-users-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFlask size={18} aria-hidden />
          <Title order={2} size="h5" id="demo-users-title">
            {t('demoUsers.title')}
          </Title>
        </Group>
        <Text size="sm">{t('demoUsers.intro')}</Text>
        <dl aria-label={t('demoUsers.listLabel')} style={{ margin: 0 }}>
          {demoUsers.map(({ username, role }) => (
            <Group key={username} gap="xs" justify="space-between">
              <dt>
                <Code>{username}</Code>
              </dt>
              <Text component="dd" size="sm" c="dimmed" m={0}>
                {t(`common:roles.${role}`)}
              </Text>
            </Group>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}
