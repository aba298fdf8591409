import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ResourcePageHeaderProps {
  title: string;
  intro: string;
  /** The create button's label; no button when the role may not create. */
  createLabel?: string;
  onCreate?: () => void;
  /** Further page-level actions (e.g. "add many"). */
  extraActions?: ReactNode;
  /** The role may only look: says so, since the change buttons are not offered. */
  readOnly?: boolean;
}

/** A list page's heading, what it is for, and its create action. */
export function ResourcePageHeader({
  title,
  intro,
  createLabel,
  onCreate,
  extraActions,
  readOnly,
}: ResourcePageHeaderProps) {
  const { t } = useTranslation(['resources', 'common']);
  useDocumentTitle(`${title} · ${t('common:appName')}`);
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
        {readOnly && (
          <Text size="sm" c="orange.8">
            {t('readOnly')}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        {extraActions}
        {createLabel && onCreate && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
            {createLabel}
          </Button>
        )}
      </Group>
    </Group>
  );
}
