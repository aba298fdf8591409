import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@/core/api/ivr-designer-publishes';
import type { MenuKey } from '@/core/ivr/ivr-menu';
import { keyLabelWith } from '../flow/use-key-label';

/** One journal entry as a sentence: what the call does, to which node or key. */
export function useOperationText(
  nodeName: (nodeId: string) => string,
  keyOf: KeyLookup = () => undefined,
): (entry: JournalEntry) => string {
  const { t } = useTranslation('ivr');
  return operationTextWith(t, nodeName, keyOf);
}

/** A key of the menus the publish went from and to, by id; undefined when neither has it. */
export type KeyLookup = (keyId: string) => MenuKey | undefined;

export function operationTextWith(
  t: TFunction<'ivr'>,
  nodeName: (nodeId: string) => string,
  keyOf: KeyLookup = () => undefined,
): (entry: JournalEntry) => string {
  // A key the menus know is named by its key and node, as everywhere else; an unknown one by its id.
  const keyText = (op: 'updateKey' | 'deleteKey', keyId: string) => {
    const key = keyOf(keyId);
    return key
      ? t(`publish.journal.ops.${op}At`, { key: keyLabelWith(t, key.key), name: nodeName(key.nodeId) })
      : t(`publish.journal.ops.${op}`, { id: keyId });
  };
  return ({ operation }) => {
    switch (operation.op) {
      case 'createNode':
        return t('publish.journal.ops.createNode', { name: operation.fields.name });
      case 'updateNode':
        return t('publish.journal.ops.updateNode', { name: nodeName(operation.nodeId) });
      case 'deleteNode':
        return t('publish.journal.ops.deleteNode', { name: nodeName(operation.nodeId) });
      case 'createKey':
        return t('publish.journal.ops.createKey', {
          key: keyLabelWith(t, operation.key),
          name: nodeName(operation.nodeId),
        });
      case 'updateKey':
      case 'deleteKey':
        return keyText(operation.op, operation.keyId);
    }
  };
}
