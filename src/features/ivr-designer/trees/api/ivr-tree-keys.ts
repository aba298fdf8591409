/**
 * Query keys of the tree list, its trees' menus and their exports. Everything IVR sits under `ivr`, so a
 * publish or a restore can mark every IVR answer stale at once (the editor's too).
 */
export const ivrTreeKeys = {
  all: ['ivr'] as const,
  lists: () => [...ivrTreeKeys.all, 'tree-list'] as const,
  list: () => [...ivrTreeKeys.lists()] as const,
  graphs: () => [...ivrTreeKeys.all, 'graph'] as const,
  graph: (treeId: string) => [...ivrTreeKeys.graphs(), treeId] as const,
};
