import { ivrDesignerKeys } from '../../api/ivr-designer-keys';

/**
 * The tree list's keys, inside the designer's key factory so a publish or a restore can mark every
 * designer answer stale at once (the editor's draft and graph too).
 */
export const ivrTreeKeys = {
  all: ivrDesignerKeys.all,
  list: () => ivrDesignerKeys.trees(),
  tree: (treeId: string) => ivrDesignerKeys.tree(treeId),
  graph: (treeId: string) => ivrDesignerKeys.graph(treeId),
};
