import { getViewportForBounds, type Rect, type Viewport } from '@xyflow/react';
import { BIG_MENU_CARDS } from '../canvas/big-menu';
import type { Positions, XY } from '../flow/flow-types';

/** A background render of the canvas that has not landed by then is not waited for. */
const WAIT_MS = 5000;
/** Room around the fitted cards, as a share of the view (React Flow's own fit keeps the same). */
const FIT_PADDING = 0.1;

interface FlowView {
  getNode: (id: string) => { position: XY } | undefined;
  getNodesBounds: (ids: string[]) => Rect;
  setViewport: (viewport: Viewport, options?: { duration?: number }) => Promise<boolean>;
}

/**
 * Fits the view to a layout once the canvas draws it: a big menu takes new positions in the background
 * (use-shown-menu.ts), and a fit before then would frame the old places. The view is set straight from the
 * cards' bounds: React Flow's own fit hands every card over again first, a task of 15 ms on 2,700 cards.
 */
export async function fitAfterLayout(
  flow: FlowView,
  positions: Positions,
  zoom: { minZoom: number; maxZoom: number },
  viewSize: () => { width: number; height: number },
) {
  const moved = Object.entries(positions).find(([id, at]) => {
    const drawn = flow.getNode(id)?.position;
    return drawn !== undefined && (drawn.x !== at.x || drawn.y !== at.y);
  });
  if (moved) {
    await drawnAt(flow, moved[0], moved[1]);
    // Out of the frame that saw the cards drawn: the cards coming into view then mount in a task of their
    // own, and are measured and painted in the next frame, not all in one long task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const ids = Object.keys(positions);
  const { width, height } = viewSize();
  if (ids.length === 0 || !width || !height) return;
  const bounds = flow.getNodesBounds(ids);
  const viewport = getViewportForBounds(bounds, width, height, zoom.minZoom, zoom.maxZoom, FIT_PADDING);
  // On a big menu the view jumps: flying there drew every card it passed (0.7 s).
  await flow.setViewport(viewport, { duration: ids.length > BIG_MENU_CARDS ? 0 : 300 });
}

function drawnAt(flow: FlowView, id: string, at: XY): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      const drawn = flow.getNode(id)?.position;
      const there = drawn === undefined || (drawn.x === at.x && drawn.y === at.y);
      if (there || performance.now() - started > WAIT_MS) resolve();
      else window.requestAnimationFrame(look);
    };
    window.requestAnimationFrame(look);
  });
}
