import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuDiff } from '@/core/ivr/diff/diff-menus';
import { isEmptyDiff } from '@/core/ivr/diff/diff-menus';
import { diffSentences } from './diff-sentences';

interface DiffListProps {
  diff: MenuDiff;
  /** How the list is announced, e.g. "Changes to publish". */
  label: string;
  nodeName: (nodeId: string) => string;
}

/** What changed between two menus, one sentence per node or key added, changed or removed. */
export function DiffList({ diff, label, nodeName }: DiffListProps) {
  const { t } = useTranslation('ivr');
  if (isEmptyDiff(diff)) return <Text c="dimmed">{t('publish.diff.none')}</Text>;
  const items = diffSentences(t, diff, nodeName);
  return (
    <List aria-label={label} spacing={4} size="sm">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text span size="sm" c={`${item.color}.8`}>
            {item.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
