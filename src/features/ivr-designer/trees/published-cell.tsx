import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { TreeListRow } from '@/api/ivr-trees/get-trees';

type PublishedCellProps = { published: TreeListRow['lastPublished']; hasDraft: boolean };

/**
 * The last version published, when and by whom ("never" for a tree only ever edited directly), and
 * whether the draft holds changes not yet live — as a new copy or import does until it is published.
 */
export function PublishedCell({ published, hasDraft }: PublishedCellProps) {
  const { t, i18n } = useTranslation('ivr');
  const draft = hasDraft && (
    <Badge variant="light" color="orange" size="sm">
      {t('trees.unpublishedChanges')}
    </Badge>
  );
  if (!published)
    return (
      <Stack gap={2} align="flex-start">
        <Text c="dimmed">{t('trees.neverPublished')}</Text>
        {draft}
      </Stack>
    );
  const when = formatDateTime(published.publishedAt, i18n.language);
  return (
    <Stack gap={0} align="flex-start">
      <Text size="sm">{t('trees.publishedVersion', { number: published.number, when })}</Text>
      <Text size="xs" c="dimmed">
        {t('trees.publishedBy', { name: published.publishedBy })}
      </Text>
      {draft}
    </Stack>
  );
}
