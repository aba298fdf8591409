import type { TFunction } from 'i18next';
import type { MenuDiff } from '@/core/ivr/diff/diff-menus';
import { keyLabelWith } from '../../flow/use-key-label';

export type DiffSentence = { id: string; text: string; color: string };

/** One sentence per node or key added, changed or removed, and the root's move, each with its colour. */
export function diffSentences(
  t: TFunction<'ivr'>,
  diff: MenuDiff,
  nodeName: (nodeId: string) => string,
): DiffSentence[] {
  const fieldNames = (fields: readonly string[]) =>
    fields.map((field) => t(`publish.diff.fields.${field}` as 'publish.diff.fields.name')).join(', ');
  const items: DiffSentence[] = [
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
      text: t('publish.diff.keyAdded', { key: keyLabelWith(t, key.key), name: nodeName(key.nodeId) }),
      color: 'green',
    })),
    ...diff.keys.changed.map((change) => ({
      id: `k~${change.after.id}`,
      text: t('publish.diff.keyChanged', {
        key: keyLabelWith(t, change.after.key),
        name: nodeName(change.after.nodeId),
        fields: fieldNames(change.fields),
      }),
      color: 'yellow',
    })),
    ...diff.keys.removed.map((key) => ({
      id: `k-${key.id}`,
      text: t('publish.diff.keyRemoved', { key: keyLabelWith(t, key.key), name: nodeName(key.nodeId) }),
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
  return items;
}
