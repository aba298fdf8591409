import type { IvrMenu } from '../ivr-menu';
import { changedNodeFields, nodeFieldsOf } from '../menu-equality';
import type { MenuNodeFields, PublishOperation } from '../publish-operation';
import { checkDraft } from './check-draft';
import { planKeys } from './plan-keys';
import { PlanError } from './publish-errors';
import { rootChangeOf } from './root-change';

/**
 * The service calls that turn the live menu into the draft, as few as possible, in an order the service
 * accepts at every step:
 *  1. the live root, when the draft replaces it: the service has no "set root" call and makes the first
 *     node created in a tree without root its root, so the old root is deleted before any node is
 *     created, and the draft's (new) root is created first;
 *  2. node creates (so keys can point to them), then node updates (changed fields only);
 *  3. key deletes, then key updates (value changes ordered so a node never holds one value twice), which
 *     also re-point every surviving key away from nodes about to be deleted;
 *  4. node deletes: each also removes its own keys and the keys pointing to it, which need no call;
 *  5. key creates, last, when every value they take is free.
 * Throws PlanError for a draft that cannot be published (see checkDraft and rootChangeOf).
 */
export function planPublish(live: IvrMenu, draft: IvrMenu): PublishOperation[] {
  checkDraft(live, draft);
  const root = rootChangeOf(live, draft);
  if (root.kind === 'unsupported') throw new PlanError('rootChangeUnsupported', root.draftRootId);

  const liveNodes = new Map(live.nodes.map((node) => [node.id, node]));
  const draftIds = new Set(draft.nodes.map((node) => node.id));
  const deletedNodes = new Set(live.nodes.filter((node) => !draftIds.has(node.id)).map((node) => node.id));

  const operations: PublishOperation[] = [];
  if (root.deleteFirst !== null) operations.push({ op: 'deleteNode', nodeId: root.deleteFirst });

  const created = draft.nodes.filter((node) => !liveNodes.has(node.id));
  created.sort((a, b) => Number(b.id === root.createFirst) - Number(a.id === root.createFirst));
  for (const node of created) operations.push({ op: 'createNode', ref: node.id, fields: nodeFieldsOf(node) });

  for (const node of draft.nodes) {
    const before = liveNodes.get(node.id);
    if (!before) continue;
    const fields = changedNodeFields(before, node);
    if (fields.length === 0) continue;
    const changes: Partial<MenuNodeFields> = {};
    for (const field of fields) Object.assign(changes, { [field]: node[field] });
    operations.push({ op: 'updateNode', nodeId: node.id, changes });
  }

  const keys = planKeys({ live, draft, deletedNodes, deletedFirst: root.deleteFirst });
  operations.push(...keys.deletes, ...keys.updates);
  for (const nodeId of deletedNodes) {
    if (nodeId !== root.deleteFirst) operations.push({ op: 'deleteNode', nodeId });
  }
  operations.push(...keys.creates);
  return operations;
}
