/**
 * The IVR trees' keys. Their root is the designer's (`ivrDesignerKeys.all` is this one), so a publish or
 * a restore marks every designer answer stale at once: the tree list, the live tree, the draft.
 */
export const ivrTreeKeys = {
  all: ['ivr-designer'] as const,
  list: () => [...ivrTreeKeys.all, 'trees'] as const,
  tree: (treeId: string) => [...ivrTreeKeys.all, 'tree', treeId] as const,
  graph: (treeId: string) => [...ivrTreeKeys.all, 'graph', treeId] as const,
};
