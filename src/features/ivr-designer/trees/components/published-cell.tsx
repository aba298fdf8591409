import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** When the tree last went live and who published it; "never" for a tree only ever edited directly. */
export function PublishedCell({ published }: { published: { at: number; by: string } | null }) {
  const { t, i18n } = useTranslation('ivr');
  if (!published) return <Text c="dimmed">{t('trees.neverPublished')}</Text>;
  const when = new Date(published.at).toLocaleString(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Stack gap={0}>
      <Text size="sm">{when}</Text>
      <Text size="xs" c="dimmed">
        {t('trees.publishedBy', { name: published.by })}
      </Text>
    </Stack>
  );
}
