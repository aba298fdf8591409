import { ivrDesignerKeys } from '../../api/ivr-designer-keys';

/** Keys of a tree's published versions, inside the designer's key factory. */
export const versionKeys = {
  lists: () => [...ivrDesignerKeys.all, 'versions'] as const,
  list: (treeId: string) => [...versionKeys.lists(), treeId] as const,
  detail: (treeId: string, number: number) => [...versionKeys.list(treeId), number] as const,
};
