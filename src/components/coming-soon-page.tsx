import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface ComingSoonPageProps {
  /** The page's name in the current language, as the navigation shows it. */
  pageName: string;
  /** What the page will let people do, when known. */
  description?: string;
}

/** What every not-yet-built area shows, so a person knows the page exists and is on its way. */
export function ComingSoonPage({ pageName, description }: ComingSoonPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${pageName} · ${t('appName')}`);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{pageName}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      <EmptyState variant="light" size="lg">
        <EmptyState.Indicator>
          <IconTools aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('comingSoon.title', { page: pageName })}</EmptyState.Title>
        <EmptyState.Description>{t('comingSoon.description')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/" variant="light">
            {t('comingSoon.backToOverview')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
