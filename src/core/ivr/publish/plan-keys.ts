import { IVR_KEYS, type IvrKey, type KeypressAction } from '../../api/ivr-keypresses';
import { targetNodeIdOf } from '../graph/menu-graph';
import type { IvrMenu, MenuKey } from '../ivr-menu';
import { actionsEqual } from '../menu-equality';
import type { PublishOperation } from '../publish-operation';

/** The key operations of a publish, by the phase they must run in (see planPublish). */
export type KeyPlan = {
  deletes: PublishOperation[];
  updates: PublishOperation[];
  creates: PublishOperation[];
};

export type KeyPlanInput = {
  live: IvrMenu;
  draft: IvrMenu;
  /** Live nodes the draft no longer has. */
  deletedNodes: ReadonlySet<string>;
  /** The live root when it is deleted before anything else (its keys and keys to it go with it). */
  deletedFirst: string | null;
};

type Move = { keyId: string; to: IvrKey; action: KeypressAction | undefined };

/** Values tried, in order, to park a key while keys of one node swap values. */
const PARKING_ORDER: readonly IvrKey[] = [...IVR_KEYS.slice(0, 12)].reverse().concat(IVR_KEYS.slice(12));

/**
 * Plans the keys. A removed key costs nothing when the service removes it anyway (its node is deleted,
 * or it points to a deleted node: it goes when that node goes). A key cascaded by deleting the old root
 * first is created again. Within a node, a key never takes a value another key still holds: value
 * changes are ordered, and a cycle (1↔2) parks one key on a free value first.
 */
export function planKeys({ live, draft, deletedNodes, deletedFirst }: KeyPlanInput): KeyPlan {
  const plan: KeyPlan = { deletes: [], updates: [], creates: [] };
  const draftById = new Map(draft.keys.map((key) => [key.id, key]));
  const liveById = new Map(live.keys.map((key) => [key.id, key]));
  /** Live keys that go when a node deleted later goes, by their node. */
  const cascadeLater: MenuKey[] = [];
  /** Value changes by node, and plain action changes. */
  const movesByNode = new Map<string, Move[]>();
  /** What each surviving node holds after the deletes: value → key id. */
  const held = new Map<string, Map<string, string>>();

  const recreate = (key: MenuKey) =>
    plan.creates.push({ op: 'createKey', ref: key.id, nodeId: key.nodeId, key: key.key, action: key.action });

  for (const liveKey of live.keys) {
    const draftKey = draftById.get(liveKey.id);
    const target = targetNodeIdOf(liveKey.action);
    const goesFirst = deletedFirst !== null && (liveKey.nodeId === deletedFirst || target === deletedFirst);
    const goesWithNode = deletedNodes.has(liveKey.nodeId) || goesFirst;
    const keptOnNode = draftKey !== undefined && draftKey.nodeId === liveKey.nodeId;

    if (!keptOnNode) {
      if (!goesWithNode) {
        if (target !== undefined && deletedNodes.has(target)) cascadeLater.push(liveKey);
        else plan.deletes.push({ op: 'deleteKey', keyId: liveKey.id });
      }
      if (draftKey) recreate(draftKey);
      continue;
    }
    if (goesWithNode) {
      recreate(draftKey);
      continue;
    }
    holdersOf(held, liveKey.nodeId).set(liveKey.key, liveKey.id);
    const actionChanged = !actionsEqual(liveKey.action, draftKey.action);
    if (draftKey.key !== liveKey.key) {
      const moves = movesByNode.get(liveKey.nodeId) ?? [];
      moves.push({
        keyId: liveKey.id,
        to: draftKey.key,
        action: actionChanged ? draftKey.action : undefined,
      });
      movesByNode.set(liveKey.nodeId, moves);
    } else if (actionChanged) {
      plan.updates.push({ op: 'updateKey', keyId: liveKey.id, changes: { action: draftKey.action } });
    }
  }

  for (const key of cascadeLater) {
    // A value a moving key needs cannot wait for the cascade: the move runs before nodes are deleted.
    const wanted = (movesByNode.get(key.nodeId) ?? []).some((move) => move.to === key.key);
    if (wanted) plan.deletes.push({ op: 'deleteKey', keyId: key.id });
    else holdersOf(held, key.nodeId).set(key.key, key.id);
  }
  for (const [nodeId, moves] of movesByNode) {
    orderMoves(moves, holdersOf(held, nodeId), plan, (keyId) => recreate(draftById.get(keyId)!));
  }
  for (const draftKey of draft.keys) {
    if (!liveById.has(draftKey.id)) recreate(draftKey);
  }
  return plan;
}

function holdersOf(held: Map<string, Map<string, string>>, nodeId: string): Map<string, string> {
  let holders = held.get(nodeId);
  if (!holders) {
    holders = new Map();
    held.set(nodeId, holders);
  }
  return holders;
}

/** Runs the value changes of one node so that no two keys ever share a value. */
function orderMoves(
  moves: Move[],
  holders: Map<string, string>,
  plan: KeyPlan,
  recreate: (keyId: string) => void,
): void {
  const valueOf = new Map([...holders].map(([value, keyId]) => [keyId, value]));
  const moveTo = (move: Move, value: IvrKey) => {
    holders.delete(valueOf.get(move.keyId)!);
    holders.set(value, move.keyId);
    valueOf.set(move.keyId, value);
    const changes = move.action === undefined ? { key: value } : { key: value, action: move.action };
    plan.updates.push({ op: 'updateKey', keyId: move.keyId, changes });
    move.action = undefined;
  };
  const pending = [...moves];
  while (pending.length > 0) {
    const ready = pending.findIndex((move) => !holders.has(move.to));
    if (ready !== -1) {
      moveTo(pending[ready]!, pending[ready]!.to);
      pending.splice(ready, 1);
      continue;
    }
    // Every pending move waits for another. No two moves want one value, so they form closed cycles
    // (no tails): parking any one key frees the value its predecessor in the cycle waits for.
    const parked = pending[0]!;
    const parking = PARKING_ORDER.find((value) => !holders.has(value));
    if (parking !== undefined) {
      moveTo(parked, parking);
      continue;
    }
    // All fourteen values are taken: delete the key and create it again once the others have moved.
    holders.delete(valueOf.get(parked.keyId)!);
    plan.deletes.push({ op: 'deleteKey', keyId: parked.keyId });
    recreate(parked.keyId);
    pending.shift();
  }
}
