import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { ProductMark } from '@/components/product-mark';
import { useIsSandbox } from '@/api/session/get-deployment';
import { DemoUsersCard } from './demo-users-card';
import { LoginForm } from './login-form';

const loginRouteApi = getRouteApi('/login');

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { redirect } = loginRouteApi.useSearch();
  const navigate = useNavigate();
  const isSandbox = useIsSandbox();
  useDocumentTitle(`${t('login.submit')} · ${t('common:appName')}`);

  const goOn = () => void navigate({ href: redirect ?? '/', replace: true });

  return (
    <>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="wrap">
        <ProductMark />
        <Group gap="xs">
          <LanguageSwitch />
          <ColorSchemeSwitch />
        </Group>
      </Group>
      <Container component="main" size={440} py="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed">{t('login.subtitle')}</Text>
          </Stack>
          <Paper withBorder shadow="sm" p="lg">
            <LoginForm onSignedIn={goOn} />
          </Paper>
          {isSandbox && <DemoUsersCard />}
        </Stack>
      </Container>
    </>
  );
}
