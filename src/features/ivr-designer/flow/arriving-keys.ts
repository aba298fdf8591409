import type { KeyFlowEdge } from './flow-types';

/** The keys arriving at each card (as stored: "1", "EMPTY_KEY"), by card id: what its label strip holds. */
export function arrivingKeysOf(edges: readonly KeyFlowEdge[]): Map<string, string[]> {
  const arriving = new Map<string, string[]>();
  for (const edge of edges) {
    const keys = arriving.get(edge.target);
    const key = edge.data?.key.key ?? '';
    if (keys) keys.push(key);
    else arriving.set(edge.target, [key]);
  }
  return arriving;
}
