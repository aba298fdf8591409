/**
 * The IVR trees' keys. Their root is the root of every designer answer (the draft's, path tests',
 * versions' and publishes' keys sit under it), so a settled publish or a restore marks them all stale at
 * once: the tree list, the live tree, the draft, the versions.
 */
export const ivrTreeKeys = {
  all: ['ivr-designer'] as const,
  list: () => [...ivrTreeKeys.all, 'trees'] as const,
  tree: (treeId: string) => [...ivrTreeKeys.all, 'tree', treeId] as const,
  graph: (treeId: string) => [...ivrTreeKeys.all, 'graph', treeId] as const,
};
