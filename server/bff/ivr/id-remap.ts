import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import type { KeypressAction } from '@/core/api/ivr-keypresses';
import type { PublishOperation } from '@/core/ivr/publish-operation';

/** Ids a publish got from the service, by the `new-…` id the draft gave them. */
export type CreatedIds = ReadonlyMap<string, string>;

const renamed = (ids: CreatedIds, id: string) => ids.get(id) ?? id;

function renameAction(ids: CreatedIds, action: KeypressAction): KeypressAction {
  return action.kind === 'node' ? { ...action, nextNodeId: renamed(ids, action.nextNodeId) } : action;
}

/** The menu with every created `new-…` id (and every reference to it) replaced by the service's id. */
export function renameCreated(menu: IvrMenu, ids: CreatedIds): IvrMenu {
  return {
    rootNodeId: menu.rootNodeId === null ? null : renamed(ids, menu.rootNodeId),
    nodes: menu.nodes.map((node) => ({ ...node, id: renamed(ids, node.id) })),
    keys: menu.keys.map((key) => renameKey(ids, key)),
  };
}

const renameKey = (ids: CreatedIds, key: MenuKey): MenuKey => ({
  ...key,
  id: renamed(ids, key.id),
  nodeId: renamed(ids, key.nodeId),
  action: renameAction(ids, key.action),
});

/** An operation of the journal with the ids created so far swapped in, as the service must receive it. */
export function resolveOperation(operation: PublishOperation, ids: CreatedIds): PublishOperation {
  switch (operation.op) {
    case 'createNode':
      return operation;
    case 'updateNode':
    case 'deleteNode':
      return { ...operation, nodeId: renamed(ids, operation.nodeId) };
    case 'createKey':
      return {
        ...operation,
        nodeId: renamed(ids, operation.nodeId),
        action: renameAction(ids, operation.action),
      };
    case 'updateKey':
      return {
        ...operation,
        keyId: renamed(ids, operation.keyId),
        changes: {
          ...operation.changes,
          ...(operation.changes.action && { action: renameAction(ids, operation.changes.action) }),
        },
      };
    case 'deleteKey':
      return { ...operation, keyId: renamed(ids, operation.keyId) };
  }
}
