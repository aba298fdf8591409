import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuDiff } from '../../../../core/ivr/diff/diff-menus';
import { isEmptyDiff } from '../../../../core/ivr/diff/diff-menus';

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
  const fieldNames = (fields: readonly string[]) =>
    fields.map((field) => t(`publish.diff.fields.${field}` as 'publish.diff.fields.name')).join(', ');
  const items: { id: string; text: string; color: string }[] = [
    ...diff.nodes.added.map((node) => ({
      id: `n+${node.id}`,
      text: t('publish.diff.nodeAdded', { name: node.name }),
      color: 'green',
    })),
    ...diff.nodes.changed.map((change) => ({
      id: `n~${change.after.id}`,
      text: t('publish.diff.nodeChanged', { name: change.after.name, fields: fieldNames(change.fields) }),
      color: 'yellow',
    })),
    ...diff.nodes.removed.map((node) => ({
      id: `n-${node.id}`,
      text: t('publish.diff.nodeRemoved', { name: node.name }),
      color: 'red',
    })),
    ...diff.keys.added.map((key) => ({
      id: `k+${key.id}`,
      text: t('publish.diff.keyAdded', { key: key.key, name: nodeName(key.nodeId) }),
      color: 'green',
    })),
    ...diff.keys.changed.map((change) => ({
      id: `k~${change.after.id}`,
      text: t('publish.diff.keyChanged', {
        key: change.after.key,
        name: nodeName(change.after.nodeId),
        fields: fieldNames(change.fields),
      }),
      color: 'yellow',
    })),
    ...diff.keys.removed.map((key) => ({
      id: `k-${key.id}`,
      text: t('publish.diff.keyRemoved', { key: key.key, name: nodeName(key.nodeId) }),
      color: 'red',
    })),
  ];
  if (diff.root) {
    items.push({
      id: 'root',
      text: t('publish.diff.rootChanged', {
        before: diff.root.before ? nodeName(diff.root.before) : '—',
        after: diff.root.after ? nodeName(diff.root.after) : '—',
      }),
      color: 'yellow',
    });
  }
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
