import type { ReactFlowState } from '@xyflow/react';
import { useStore } from '@xyflow/react';
import { isEdgeVisible } from '@xyflow/system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyFlowEdge, Positions } from '../flow/flow-types';

/**
 * On a big menu, how many edges coming into view are handed to React Flow in one frame. Its work per
 * edge is about half a millisecond: the ~160 edges in view after a jump to a fitted view, drawn at once,
 * held the page for one task of 70–80 ms.
 */
export const EDGES_REVEALED_PER_FRAME = 32;

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The edges drawn after one more frame: those no longer in view are let go (the view may jump again before
 * it settles, and coming back must be gradual too), and up to `perFrame` of those in view but not yet drawn are added. The same set
 * comes back when nothing changes.
 */
export function revealStep(
  revealed: ReadonlySet<string>,
  inView: readonly string[],
  perFrame: number,
): ReadonlySet<string> {
  const next = new Set<string>();
  let added = 0;
  for (const id of inView) {
    if (revealed.has(id)) next.add(id);
    else if (added < perFrame) {
      next.add(id);
      added += 1;
    }
  }
  const unchanged = added === 0 && next.size === revealed.size;
  return unchanged ? revealed : next;
}

/** The ids of the edges React Flow would draw now (its own test: the box of the edge's two cards meets the view). */
function edgeIdsInView(state: ReactFlowState, edges: readonly KeyFlowEdge[]): string[] {
  const { width, height, transform, nodeLookup } = state;
  if (!width || !height) return [];
  const ids: string[] = [];
  for (const edge of edges) {
    const sourceNode = nodeLookup.get(edge.source);
    const targetNode = nodeLookup.get(edge.target);
    if (sourceNode && targetNode && isEdgeVisible({ sourceNode, targetNode, width, height, transform }))
      ids.push(edge.id);
  }
  return ids;
}

/**
 * A selector of the edges in view that works again only when the cards or the view changed: React Flow's
 * store changes for much else (each batch of edges handed over, a selection), and each pass looks at every
 * edge.
 */
function edgesInViewSelector(edges: readonly KeyFlowEdge[]) {
  let last: { of: readonly unknown[]; ids: string[] } | null = null;
  return (state: ReactFlowState): string[] => {
    const of = [state.nodes, state.transform, state.width, state.height];
    if (last?.of.every((value, index) => value === of[index])) return last.ids;
    last = { of, ids: edgeIdsInView(state, edges) };
    return last.ids;
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Past this many cards moved at once (a tidy-up, a restore), a big menu's edges are handed over gradually. */
export const MANY_MOVED = 100;
/** A settling view: when every edge in view is drawn and the view has kept still this long, all edges go back. */
const SETTLED_MS = 500;

/** Whether more than `MANY_MOVED` cards have another place in `next` than in `previous`. */
export function manyMoved(previous: Positions, next: Positions): boolean {
  let moved = 0;
  for (const [id, at] of Object.entries(next)) {
    const before = previous[id];
    if (before?.x !== at.x || before.y !== at.y) moved += 1;
    if (moved > MANY_MOVED) return true;
  }
  return false;
}

/**
 * A big menu's edges while its view settles (opened, or most cards moved and the view fitted to them)
 * reach React Flow a few at a time as they come into view, one batch a frame, so the jump never draws
 * them all in one task. Once the view has settled every edge is handed over again, so panning and
 * zooming cost what they did. Selected edges are always drawn: leaving React Flow's edges would unselect
 * them. A small menu's edges are all drawn at once.
 */
export function useGradualEdges(edges: KeyFlowEdge[], big: boolean, positions: Positions) {
  const [settling, setSettling] = useState(big);
  const [placed, setPlaced] = useState(positions);
  const [revealed, setRevealed] = useState(NOTHING);
  if (placed !== positions) {
    // Adjusting state in render: the cards' new places and the gradual edges come in the same render.
    setPlaced(positions);
    if (big && manyMoved(placed, positions)) {
      setSettling(true);
      setRevealed(NOTHING);
    }
  }
  const gradual = big && settling;
  const shown = useMemo(
    () => (gradual ? edges.filter((edge) => edge.selected === true || revealed.has(edge.id)) : edges),
    [edges, gradual, revealed],
  );
  const onSettled = useCallback(() => {
    setSettling(false);
    setRevealed(NOTHING);
  }, []);
  return { shown, watch: gradual ? { edges, revealed, onReveal: setRevealed, onSettled } : null };
}

export interface EdgeRevealWatchProps {
  edges: readonly KeyFlowEdge[];
  revealed: ReadonlySet<string>;
  onReveal: (revealed: ReadonlySet<string>) => void;
  onSettled: () => void;
}

/** Inside `<ReactFlow>`: follows the view, hands the next batch of edges in view over each frame. */
export function EdgeRevealWatch({ edges, revealed, onReveal, onSettled }: EdgeRevealWatchProps) {
  const inView = useStore(
    useMemo(() => edgesInViewSelector(edges), [edges]),
    sameIds,
  );
  const transform = useStore((state: ReactFlowState) => state.transform);
  useEffect(() => {
    const next = revealStep(revealed, inView, EDGES_REVEALED_PER_FRAME);
    if (next === revealed) {
      const timer = window.setTimeout(onSettled, SETTLED_MS);
      return () => window.clearTimeout(timer);
    }
    const frame = window.requestAnimationFrame(() => onReveal(next));
    return () => window.cancelAnimationFrame(frame);
  }, [inView, revealed, onReveal, onSettled, transform]);
  return null;
}
