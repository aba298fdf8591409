import { arrivingKeysOf } from '../flow/arriving-keys';
import { createContext, useContext } from 'react';
import type { IvrFlowNode, KeyFlowEdge } from '../flow/flow-types';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { type BackRoute, backRoutes } from '../layout/back-routes';
import { labelStripOf } from '../layout/card-boxes';

const NO_ROUTES: ReadonlyMap<string, BackRoute> = new Map();

/** The routes of the keys that lead back, by edge id, for the edges to draw around the cards. */
export const BackRoutesContext = createContext<ReadonlyMap<string, BackRoute>>(NO_ROUTES);

export function useBackRoute(edgeId: string): BackRoute | undefined {
  return useContext(BackRoutesContext).get(edgeId);
}

/**
 * The back routes of a canvas, from where its cards are kept (not where a drag has them this frame: a
 * route is planned again when the card is dropped). Cards take their planned sizes.
 */
export function backRoutesOf(nodes: readonly IvrFlowNode[], edges: readonly KeyFlowEdge[]) {
  const arriving = arrivingKeysOf(edges);
  const cards = nodes.map((node) => {
    const size = node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE;
    return { id: node.id, ...size, strip: labelStripOf(arriving.get(node.id) ?? []) };
  });
  const positions = Object.fromEntries(nodes.map((node) => [node.id, node.position]));
  return backRoutes(cards, edges, positions);
}
