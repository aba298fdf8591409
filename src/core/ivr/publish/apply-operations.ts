import type { KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import type { PublishOperation } from '../publish-operation';
import { ApplyError } from './publish-errors';

/** The id the service gives a created node or key; `ref` is the plan's name for it. */
export type IdFor = (ref: string, kind: 'node' | 'key') => string;

const counterIds = (): IdFor => {
  let next = 0;
  return (_ref, kind) => `applied-${kind}-${++next}`;
};

/**
 * A reference model of how the service executes publish operations, for tests: creates get fresh ids
 * (the first node created in a tree without root becomes the root), deleting a node also deletes its
 * keys and every key pointing to it, and a duplicate key on a node or a reference to a missing node or
 * key is refused with an ApplyError. Refs of earlier creates are replaced by the ids they received;
 * pass `idFor` to choose (and learn) those ids.
 */
export function applyOperations(
  menu: IvrMenu,
  operations: readonly PublishOperation[],
  idFor: IdFor = counterIds(),
): IvrMenu {
  let rootNodeId = menu.rootNodeId;
  let nodes: MenuNode[] = menu.nodes.map((node) => ({ ...node }));
  let keys: MenuKey[] = menu.keys.map((key) => ({ ...key, action: { ...key.action } }));
  const createdIds = new Map<string, string>();
  const resolve = (id: string) => createdIds.get(id) ?? id;

  operations.forEach((operation, index) => {
    const fail = (code: ConstructorParameters<typeof ApplyError>[0], id: string): never => {
      throw new ApplyError(code, index, id);
    };
    const nodeIndexOf = (id: string) => {
      const found = nodes.findIndex((node) => node.id === id);
      return found === -1 ? fail('nodeNotFound', id) : found;
    };
    const keyIndexOf = (id: string) => {
      const found = keys.findIndex((key) => key.id === id);
      return found === -1 ? fail('keyNotFound', id) : found;
    };
    const checkedAction = (action: KeypressAction): KeypressAction => {
      if (action.kind !== 'node') return { ...action };
      const nextNodeId = resolve(action.nextNodeId);
      if (!nodes.some((node) => node.id === nextNodeId)) fail('targetNodeMissing', nextNodeId);
      return { kind: 'node', nextNodeId };
    };
    const checkFree = (nodeId: string, value: string, exceptKeyId?: string) => {
      const taken = keys.find((key) => key.nodeId === nodeId && key.key === value && key.id !== exceptKeyId);
      if (taken) fail('duplicateKey', `${nodeId}:${value}`);
    };

    switch (operation.op) {
      case 'createNode': {
        const id = idFor(operation.ref, 'node');
        createdIds.set(operation.ref, id);
        nodes.push({ id, ...operation.fields });
        if (rootNodeId === null) rootNodeId = id;
        break;
      }
      case 'updateNode': {
        const at = nodeIndexOf(resolve(operation.nodeId));
        nodes[at] = { ...nodes[at]!, ...operation.changes };
        break;
      }
      case 'deleteNode': {
        const id = resolve(operation.nodeId);
        nodeIndexOf(id);
        nodes = nodes.filter((node) => node.id !== id);
        keys = keys.filter(
          (key) => key.nodeId !== id && !(key.action.kind === 'node' && key.action.nextNodeId === id),
        );
        if (rootNodeId === id) rootNodeId = null;
        break;
      }
      case 'createKey': {
        const nodeId = resolve(operation.nodeId);
        nodeIndexOf(nodeId);
        checkFree(nodeId, operation.key);
        const action = checkedAction(operation.action);
        const id = idFor(operation.ref, 'key');
        createdIds.set(operation.ref, id);
        keys.push({ id, nodeId, key: operation.key, action });
        break;
      }
      case 'updateKey': {
        const at = keyIndexOf(resolve(operation.keyId));
        const current = keys[at]!;
        const { key, action } = operation.changes;
        if (key !== undefined) checkFree(current.nodeId, key, current.id);
        keys[at] = {
          ...current,
          ...(key === undefined ? {} : { key }),
          ...(action === undefined ? {} : { action: checkedAction(action) }),
        };
        break;
      }
      case 'deleteKey': {
        const at = keyIndexOf(resolve(operation.keyId));
        keys.splice(at, 1);
        break;
      }
    }
  });
  return { rootNodeId, nodes, keys };
}
