import type { TFunction } from 'i18next';
import type { MenuDiff } from '@/core/ivr/diff/diff-menus';
import { keyLabelWith } from '../flow/use-key-label';
import { keyChangeDetails, nodeChangeDetails, type ChangeDetail } from './change-details';

/** A change's sentence; a changed node or key also carries each changed field's old and new value. */
export type DiffSentence = {
  id: string;
  text: string;
  kind: 'added' | 'changed' | 'removed';
  details?: ChangeDetail[];
};

/** One sentence per node or key added, changed or removed, and the root's move, each with its kind. */
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
      kind: 'added' as const,
    })),
    ...diff.nodes.changed.map((change) => ({
      id: `n~${change.after.id}`,
      text: t('publish.diff.nodeChanged', { name: change.after.name, fields: fieldNames(change.fields) }),
      kind: 'changed' as const,
      details: nodeChangeDetails(t, change),
    })),
    ...diff.nodes.removed.map((node) => ({
      id: `n-${node.id}`,
      text: t('publish.diff.nodeRemoved', { name: node.name }),
      kind: 'removed' as const,
    })),
    ...diff.keys.added.map((key) => ({
      id: `k+${key.id}`,
      text: t('publish.diff.keyAdded', { key: keyLabelWith(t, key.key), name: nodeName(key.nodeId) }),
      kind: 'added' as const,
    })),
    ...diff.keys.changed.map((change) => ({
      id: `k~${change.after.id}`,
      text: t('publish.diff.keyChanged', {
        key: keyLabelWith(t, change.after.key),
        name: nodeName(change.after.nodeId),
        fields: fieldNames(change.fields),
      }),
      kind: 'changed' as const,
      details: keyChangeDetails(t, change, nodeName),
    })),
    ...diff.keys.removed.map((key) => ({
      id: `k-${key.id}`,
      text: t('publish.diff.keyRemoved', { key: keyLabelWith(t, key.key), name: nodeName(key.nodeId) }),
      kind: 'removed' as const,
    })),
  ];
  if (diff.root) {
    items.push({
      id: 'root',
      text: t('publish.diff.rootChanged', {
        before: diff.root.before ? nodeName(diff.root.before) : '—',
        after: diff.root.after ? nodeName(diff.root.after) : '—',
      }),
      kind: 'changed' as const,
    });
  }
  return items;
}
