/** Every query key of the IVR designer; mutations invalidate through these, never hand-written arrays. */
export const ivrDesignerKeys = {
  all: ['ivr-designer'] as const,
  trees: () => [...ivrDesignerKeys.all, 'trees'] as const,
  tree: (treeId: string) => [...ivrDesignerKeys.all, 'tree', treeId] as const,
  graph: (treeId: string) => [...ivrDesignerKeys.all, 'graph', treeId] as const,
  draft: (treeId: string) => [...ivrDesignerKeys.all, 'draft', treeId] as const,
  layout: (treeId: string) => [...ivrDesignerKeys.all, 'layout', treeId] as const,
  pathTests: (treeId: string) => [...ivrDesignerKeys.all, 'path-tests', treeId] as const,
  presence: (treeId: string) => [...ivrDesignerKeys.all, 'presence', treeId] as const,
  validationContext: () => [...ivrDesignerKeys.all, 'validation-context'] as const,
  groups: () => [...ivrDesignerKeys.all, 'groups'] as const,
  queueGroups: (queueId: string) => [...ivrDesignerKeys.all, 'queue-groups', queueId] as const,
  greetings: () => [...ivrDesignerKeys.all, 'greetings'] as const,
};
