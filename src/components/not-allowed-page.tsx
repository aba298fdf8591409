import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface NotAllowedPageProps {
  /** The page's name in the current language. */
  pageName: string;
  /** The person's role in the current language. */
  roleName: string;
}

/** What a person sees on a page their role may not use: which page, why, and the way back. */
export function NotAllowedPage({ pageName, roleName }: NotAllowedPageProps) {
  const { t } = useTranslation(['shell', 'common']);
  useDocumentTitle(`${t('notAllowed.title')} · ${t('common:appName')}`);
  return (
    <EmptyState size="lg" py="xl">
      <EmptyState.Indicator>
        <IconLock aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={1}>{t('notAllowed.title')}</EmptyState.Title>
      <EmptyState.Description>
        {t('notAllowed.description', { page: pageName, role: roleName })}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/">
          {t('notAllowed.backHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
