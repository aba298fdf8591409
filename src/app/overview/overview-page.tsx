import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session/get-session';
import { useVisibleAreaGroups } from '../navigation/visible-areas';
import { AreaGroupSection } from './area-group-section';

/** The first page after signing in: a greeting and a way into every area the person's role may open. */
export function OverviewPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { data: session } = useSession();
  const visibleGroups = useVisibleAreaGroups();
  useDocumentTitle(`${t('areas.overview.label')} · ${t('common:appName')}`);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('overview.greeting', { name: session?.user.displayName ?? '' })}</Title>
        <Text c="dimmed">{t('overview.intro')}</Text>
      </Stack>
      {visibleGroups.map(({ group, areaIds }) => (
        <AreaGroupSection key={group} group={group} areaIds={areaIds} />
      ))}
    </Stack>
  );
}
