import { isNewId, type IvrMenu } from '../../../src/core/ivr/ivr-menu';
import { HttpProblem } from '../problem';

/**
 * What the schema cannot see in a draft: every id is either one the service gave (a node or key of the
 * live menu the draft started from) or a `new-…` one, ids are unique, and every reference lands on a node
 * of the draft (a draft may lack a root for a while: validation flags that before publishing). Answers a 400 problem naming each faulty field (`nodes.3.id`, `keys.0.action.nextNodeId`).
 */
export function assertDraftConsistent(menu: IvrMenu, base: IvrMenu): void {
  const errors: Record<string, string> = {};
  const liveNodeIds = new Set(base.nodes.map((node) => node.id));
  const liveKeyIds = new Set(base.keys.map((key) => key.id));
  const nodeIds = new Set<string>();
  menu.nodes.forEach((node, index) => {
    const field = `nodes.${index}.id`;
    if (nodeIds.has(node.id)) errors[field] = `Node id ${node.id} is used twice`;
    else if (!isNewId(node.id) && !liveNodeIds.has(node.id))
      errors[field] = `Node id ${node.id} is neither a node of the live tree nor a new- id`;
    nodeIds.add(node.id);
  });
  const keyIds = new Set<string>();
  menu.keys.forEach((key, index) => {
    const field = `keys.${index}.id`;
    if (keyIds.has(key.id)) errors[field] = `Key id ${key.id} is used twice`;
    else if (!isNewId(key.id) && !liveKeyIds.has(key.id))
      errors[field] = `Key id ${key.id} is neither a key of the live tree nor a new- id`;
    keyIds.add(key.id);
    if (!nodeIds.has(key.nodeId)) errors[`keys.${index}.nodeId`] = `Node ${key.nodeId} is not in the menu`;
    if (key.action.kind === 'node' && !nodeIds.has(key.action.nextNodeId))
      errors[`keys.${index}.action.nextNodeId`] = `Node ${key.action.nextNodeId} is not in the menu`;
  });
  if (menu.rootNodeId !== null && !nodeIds.has(menu.rootNodeId))
    errors.rootNodeId = `Root node ${menu.rootNodeId} is not in the menu`;
  if (Object.keys(errors).length > 0)
    throw new HttpProblem(400, 'Bad Request', 'The draft is not consistent.', errors);
}
