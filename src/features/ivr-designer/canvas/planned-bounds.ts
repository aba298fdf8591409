import { Position, type NodeHandle } from '@xyflow/react';
import { PROMPT_SIZE, TARGET_SIZE, type IvrFlowNode } from '../flow/flow-types';

const plannedSize = (node: IvrFlowNode) => (node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE);

/**
 * A card's planned size and handles, given before it is first drawn. React Flow draws every card whose
 * handles it has not measured, even off screen: on a menu of 5,000 nodes that was every card at once, and
 * it fits the view only once every card has a size. With planned bounds it draws only the cards in view;
 * a card drawn at another size is measured, and its measured handles then replace the planned ones
 * (dropPlannedHandles).
 */
export function withPlannedBounds(node: IvrFlowNode): IvrFlowNode {
  if (node.measured?.width !== undefined) return node;
  const size = plannedSize(node);
  const middle = size.height / 2 - 1;
  // As drawn (zoom-bands.css): a 2 px point in the middle of the left border (every card) and of the
  // right one (prompts start keys).
  const handles: NodeHandle[] = [
    { type: 'target', position: Position.Left, x: -1, y: middle, width: 2, height: 2 },
  ];
  if (node.type === 'prompt') {
    handles.push({
      type: 'source',
      position: Position.Right,
      x: size.width - 1,
      y: middle,
      width: 2,
      height: 2,
    });
  }
  return { ...node, measured: { ...size }, handles };
}

/**
 * A card not drawn yet (gradual-cards.ts): hidden, with its planned size so that the first fit of the view
 * counts it, and no handles, so that no edge is drawn to it before it is there.
 */
export function plannedHidden(node: IvrFlowNode): IvrFlowNode {
  const { handles: _notYet, ...hidden } = node;
  return { ...hidden, hidden: true, measured: { ...plannedSize(node) } };
}

const measuredOtherThanPlanned = (node: IvrFlowNode) => {
  const size = plannedSize(node);
  return node.measured?.width !== size.width || node.measured?.height !== size.height;
};

/** Cards measured at another size keep their measured handles: React Flow prefers declared ones. */
export function dropPlannedHandles(nodes: IvrFlowNode[]): IvrFlowNode[] {
  if (!nodes.some((node) => node.handles && measuredOtherThanPlanned(node))) return nodes;
  return nodes.map((node) => {
    if (!node.handles || !measuredOtherThanPlanned(node)) return node;
    const { handles: _planned, ...measured } = node;
    return measured;
  });
}
