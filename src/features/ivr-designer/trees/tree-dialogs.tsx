import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IvrTreeInput } from '@/core/api/ivr-trees';
import { useCreateTree } from '../api/create-tree';
import { useDuplicateTree } from '../api/duplicate-tree';
import type { TreeListRow } from '@/api/ivr-trees/get-trees';
import { invalidateAfterTreeChange } from '../api/invalidate-trees';
import { useRenameTree } from '../api/rename-tree';
import { DeleteTreeModal } from './delete-tree-modal';
import { ImportTreeModal } from './import-tree-modal';
import type { TreeAction } from './tree-row-actions';
import { TreeNameModal } from './tree-name-modal';

export type OpenTreeDialog =
  { action: 'create' | 'import' } | { action: TreeAction; tree: TreeListRow } | null;

/** The dialog of whatever the person chose on the tree list, one at a time. */
export function TreeDialogs({ open, onClose }: { open: OpenTreeDialog; onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const queryClient = useQueryClient();
  const create = useCreateTree();
  const rename = useRenameTree();
  const duplicate = useDuplicateTree();
  const done = (message: string) => notifications.show({ color: 'green', message });

  if (!open) return null;
  if (open.action === 'import') return <ImportTreeModal onClose={onClose} />;
  if (open.action === 'create')
    return (
      <TreeNameModal
        title={t('trees.create.title')}
        submitLabel={t('trees.create.submit')}
        defaultName=""
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          done(t('trees.create.done', { name: input.name }));
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
        treeId={tree.id}
        onSubmit={async (input) => {
          await rename.mutateAsync({ treeId: tree.id, input });
          done(t('trees.rename.done', { name: input.name }));
        }}
        onClose={onClose}
      />
    );
  if (open.action === 'duplicate') {
    const copy = async (input: IvrTreeInput) => {
      const created = await duplicate.mutateAsync({ treeId: tree.id, request: input });
      await invalidateAfterTreeChange(queryClient, created.treeId);
      done(t('trees.duplicate.done', { name: input.name }));
    };
    return (
      <TreeNameModal
        title={t('trees.duplicate.title', { name: tree.name })}
        submitLabel={t('trees.duplicate.submit')}
        defaultName={t('trees.duplicate.defaultName', { name: tree.name })}
        onSubmit={copy}
        onClose={onClose}
      />
    );
  }
  if (open.action === 'delete') return <DeleteTreeModal tree={tree} onClose={onClose} />;
  return null;
}
