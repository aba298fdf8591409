import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TreeListRow } from '../api/get-trees';
import { useCreateTree } from '../api/create-tree';
import { useRenameTree } from '../api/rename-tree';
import { DeleteTreeModal } from './delete-tree-modal';
import type { TreeAction } from './tree-row-actions';
import { TreeNameModal } from './tree-name-modal';

export type OpenTreeDialog =
  { action: 'create' | 'import' } | { action: TreeAction; tree: TreeListRow } | null;

/** The dialog of whatever the person chose on the tree list, one at a time. */
export function TreeDialogs({ open, onClose }: { open: OpenTreeDialog; onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const create = useCreateTree();
  const rename = useRenameTree();
  if (!open) return null;
  if (open.action === 'create')
    return (
      <TreeNameModal
        title={t('trees.create.title')}
        submitLabel={t('trees.create.submit')}
        defaultName=""
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          notifications.show({ color: 'green', message: t('trees.create.done', { name: input.name }) });
        }}
        onClose={onClose}
      />
    );
  if (!('tree' in open)) return null;
  const { tree } = open;
  if (open.action === 'rename')
    return (
      <TreeNameModal
        title={t('trees.rename.title', { name: tree.name })}
        submitLabel={t('trees.rename.submit')}
        defaultName={tree.name}
        onSubmit={async (input) => {
          await rename.mutateAsync({ treeId: tree.id, input });
          notifications.show({ color: 'green', message: t('trees.rename.done', { name: input.name }) });
        }}
        onClose={onClose}
      />
    );
  if (open.action === 'delete') return <DeleteTreeModal tree={tree} onClose={onClose} />;
  return null;
}
