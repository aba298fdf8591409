import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '../../../../core/api/ivr-designer-publishes';

/** One journal entry as a sentence: what the call does, to which node or key. */
export function useOperationText(nodeName: (nodeId: string) => string): (entry: JournalEntry) => string {
  const { t } = useTranslation('ivr');
  return ({ operation }) => {
    switch (operation.op) {
      case 'createNode':
        return t('publish.journal.ops.createNode', { name: operation.fields.name });
      case 'updateNode':
        return t('publish.journal.ops.updateNode', { name: nodeName(operation.nodeId) });
      case 'deleteNode':
        return t('publish.journal.ops.deleteNode', { name: nodeName(operation.nodeId) });
      case 'createKey':
        return t('publish.journal.ops.createKey', { key: operation.key, name: nodeName(operation.nodeId) });
      case 'updateKey':
        return t('publish.journal.ops.updateKey', { id: operation.keyId });
      case 'deleteKey':
        return t('publish.journal.ops.deleteKey', { id: operation.keyId });
    }
  };
}
