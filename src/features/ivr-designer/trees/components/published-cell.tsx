import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TreeListRow } from '../api/get-trees';

/** The last version published, when and by whom; "never" for a tree only ever edited directly. */
export function PublishedCell({ published }: { published: TreeListRow['lastPublished'] }) {
  const { t, i18n } = useTranslation('ivr');
  if (!published) return <Text c="dimmed">{t('trees.neverPublished')}</Text>;
  const when = new Date(published.publishedAt).toLocaleString(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Stack gap={0}>
      <Text size="sm">{t('trees.publishedVersion', { number: published.number, when })}</Text>
      <Text size="xs" c="dimmed">
        {t('trees.publishedBy', { name: published.publishedBy })}
      </Text>
    </Stack>
  );
}
