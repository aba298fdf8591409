import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.title')} · ${t('appName')}`);
  return (
    <EmptyState size="lg" py="xl">
      <EmptyState.Indicator>
        <IconMapQuestion aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('notFound.description')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/">
          {t('notFound.backHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
