import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../../core/api/ivr-designer-publishes';
import { keyLabelWith } from '../../flow/use-key-label';

/** One journal entry as a sentence: what the call does, to which node or key. */
export function useOperationText(nodeName: (nodeId: string) => string): (entry: JournalEntry) => string {
  const { t } = useTranslation('ivr');
  return operationTextWith(t, nodeName);
}

export function operationTextWith(
  t: TFunction<'ivr'>,
  nodeName: (nodeId: string) => string,
): (entry: JournalEntry) => string {
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
        return t('publish.journal.ops.updateKey', { id: operation.keyId });
      case 'deleteKey':
        return t('publish.journal.ops.deleteKey', { id: operation.keyId });
    }
  };
}
