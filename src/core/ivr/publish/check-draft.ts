import { isNewId, type IvrMenu } from '../ivr-menu';
import { PlanError } from './publish-errors';

/**
 * Refuses a draft the service could never end up holding: ids that are neither new nor live, keys on
 * or to nodes the draft lacks, two entries for one key of a node, nodes without a root.
 */
export function checkDraft(live: IvrMenu, draft: IvrMenu): void {
  const liveNodeIds = new Set(live.nodes.map((node) => node.id));
  const liveKeyIds = new Set(live.keys.map((key) => key.id));
  const draftNodeIds = new Set(draft.nodes.map((node) => node.id));

  for (const node of draft.nodes) {
    if (!liveNodeIds.has(node.id) && !isNewId(node.id)) throw new PlanError('unknownNodeId', node.id);
  }
  const slots = new Set<string>();
  for (const key of draft.keys) {
    if (!liveKeyIds.has(key.id) && !isNewId(key.id)) throw new PlanError('unknownKeyId', key.id);
    if (!draftNodeIds.has(key.nodeId)) throw new PlanError('keyNodeMissing', key.id);
    if (key.action.kind === 'node' && !draftNodeIds.has(key.action.nextNodeId)) {
      throw new PlanError('targetNodeMissing', key.id);
    }
    const slot = `${key.nodeId}\u0000${key.key}`;
    if (slots.has(slot)) throw new PlanError('duplicateKey', key.id);
    slots.add(slot);
  }

  if (draft.rootNodeId !== null && !draftNodeIds.has(draft.rootNodeId)) {
    throw new PlanError('draftRootMissing', draft.rootNodeId);
  }
  if (draft.rootNodeId === null && draft.nodes.length > 0) {
    // Without a root in the draft, the tree must already have none, and no node may be created (the
    // first one created would become the root).
    const liveRootStays = live.rootNodeId !== null && draftNodeIds.has(live.rootNodeId);
    const createsNode = draft.nodes.some((node) => !liveNodeIds.has(node.id));
    if (liveRootStays || createsNode) throw new PlanError('draftRootMissing');
  }
}
