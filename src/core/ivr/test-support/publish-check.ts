import type { IvrMenu } from '../ivr-menu';
import { applyOperations } from '../publish/apply-operations';
import type { PublishOperation } from '../publish-operation';

/** Test support: the draft with every created ref replaced by the id the service gave it. */
export function renameCreated(draft: IvrMenu, createdIds: ReadonlyMap<string, string>): IvrMenu {
  const rename = (id: string) => createdIds.get(id) ?? id;
  return {
    rootNodeId: draft.rootNodeId === null ? null : rename(draft.rootNodeId),
    nodes: draft.nodes.map((node) => ({ ...node, id: rename(node.id) })),
    keys: draft.keys.map((key) => ({
      ...key,
      id: rename(key.id),
      nodeId: rename(key.nodeId),
      action:
        key.action.kind === 'node' ? { kind: 'node', nextNodeId: rename(key.action.nextNodeId) } : key.action,
    })),
  };
}

/** A menu in a canonical order, so two menus compare equal whatever order their lists are in. */
export const canonicalMenu = (menu: IvrMenu): IvrMenu => ({
  rootNodeId: menu.rootNodeId,
  nodes: [...menu.nodes].sort((a, b) => a.id.localeCompare(b.id)),
  keys: [...menu.keys].sort((a, b) => a.id.localeCompare(b.id)),
});

/**
 * Runs a plan on the reference model and returns what the service would hold, next to the draft renamed
 * to the ids the service gave, both canonical: a correct plan makes the two equal.
 */
export function runPlan(
  live: IvrMenu,
  draft: IvrMenu,
  operations: readonly PublishOperation[],
): { result: IvrMenu; expected: IvrMenu } {
  const createdIds = new Map<string, string>();
  let counter = 0;
  const result = applyOperations(live, operations, (ref, kind) => {
    const id = `svc-${kind}-${++counter}`;
    createdIds.set(ref, id);
    return id;
  });
  return { result: canonicalMenu(result), expected: canonicalMenu(renameCreated(draft, createdIds)) };
}
