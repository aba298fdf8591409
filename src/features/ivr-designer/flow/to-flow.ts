import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import type {
  Highlight,
  IvrFlowNode,
  KeyFlowEdge,
  Positions,
  ProblemLevel,
  TargetFlowNode,
  XY,
} from './flow-types';
import { edgeIdOfKey, PROMPT_SIZE, TARGET_SIZE, targetIdOfKey } from './flow-types';

/** What colours the cards besides the menu itself; every field optional. */
export interface FlowDecorations {
  /** Worst problem per node or key id. */
  problems?: ReadonlyMap<string, ProblemLevel>;
  /** Diff colouring by node or key id. */
  highlight?: Readonly<Partial<Record<Highlight, ReadonlySet<string>>>>;
  /** Selected node and key ids. */
  selected?: ReadonlySet<string>;
}

export interface MenuFlow {
  nodes: IvrFlowNode[];
  edges: KeyFlowEdge[];
}

const ORIGIN: XY = { x: 0, y: 0 };

function highlightOf(id: string, decorations: FlowDecorations): Highlight | undefined {
  const sets = decorations.highlight ?? {};
  if (sets.conflict?.has(id)) return 'conflict';
  if (sets.added?.has(id)) return 'added';
  if (sets.removed?.has(id)) return 'removed';
  if (sets.changed?.has(id)) return 'changed';
  if (sets.walked?.has(id)) return 'walked';
  return undefined;
}

/** Only set what is there, so equal menus give deeply equal flows (and round trips stay exact). */
function decorationsOf(id: string, decorations: FlowDecorations) {
  const highlight = highlightOf(id, decorations);
  const problem = decorations.problems?.get(id);
  return { ...(highlight && { highlight }), ...(problem && { problem }) };
}

function targetCard(key: MenuKey, nodeIds: ReadonlySet<string>, position: XY, decorations: FlowDecorations) {
  const base = {
    id: targetIdOfKey(key.id),
    position,
    initialWidth: TARGET_SIZE.width,
    initialHeight: TARGET_SIZE.height,
    selected: decorations.selected?.has(key.id) ?? false,
  };
  const common = { keyId: key.id, nodeId: key.nodeId, ...decorationsOf(key.id, decorations) };
  const { action } = key;
  switch (action.kind) {
    case 'node':
      return nodeIds.has(action.nextNodeId)
        ? null
        : ({ ...base, type: 'missingNode', data: { ...common, action } } satisfies TargetFlowNode);
    case 'queue':
      return { ...base, type: 'queue', data: { ...common, action } } satisfies TargetFlowNode;
    case 'forward':
      return { ...base, type: 'forward', data: { ...common, action } } satisfies TargetFlowNode;
    case 'hangup':
      return { ...base, type: 'hangup', data: { ...common, action } } satisfies TargetFlowNode;
    case 'voicemail':
    case 'sms':
      return { ...base, type: 'comingSoon', data: { ...common, action } } satisfies TargetFlowNode;
  }
}

/**
 * The canvas of a menu, derived and never edited in place: a card per node, a card per key that leads
 * out of the menu (queue, forward, hang-up, voicemail, SMS), and an edge per key labelled with its key.
 * Cards without a stored position sit at the origin until a layout places them.
 */
export function toFlow(menu: IvrMenu, positions: Positions, decorations: FlowDecorations = {}): MenuFlow {
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  const keysOf = new Map<string, string[]>();
  for (const key of menu.keys) {
    const list = keysOf.get(key.nodeId) ?? [];
    list.push(key.key);
    keysOf.set(key.nodeId, list);
  }
  const nodes: IvrFlowNode[] = menu.nodes.map((node) => ({
    id: node.id,
    type: 'prompt',
    position: positions[node.id] ?? ORIGIN,
    // A size before measuring lets React Flow skip drawing cards out of view from the first frame.
    initialWidth: PROMPT_SIZE.width,
    initialHeight: PROMPT_SIZE.height,
    selected: decorations.selected?.has(node.id) ?? false,
    data: {
      node,
      isRoot: node.id === menu.rootNodeId,
      keys: keysOf.get(node.id) ?? [],
      ...decorationsOf(node.id, decorations),
    },
  }));
  const edges: KeyFlowEdge[] = [];
  const arriving = new Map<string, number>();
  for (const key of menu.keys) {
    const card = targetCard(key, nodeIds, positions[targetIdOfKey(key.id)] ?? ORIGIN, decorations);
    if (card) nodes.push(card);
    const target = card ? card.id : (key.action as { nextNodeId: string }).nextNodeId;
    const slot = arriving.get(target) ?? 0;
    arriving.set(target, slot + 1);
    edges.push({
      id: edgeIdOfKey(key.id),
      type: 'key',
      source: key.nodeId,
      target,
      selected: decorations.selected?.has(key.id) ?? false,
      data: { key, slot, slots: 0, ...decorationsOf(key.id, decorations) },
    });
  }
  for (const edge of edges) if (edge.data) edge.data.slots = arriving.get(edge.target) ?? 1;
  return { nodes, edges };
}
