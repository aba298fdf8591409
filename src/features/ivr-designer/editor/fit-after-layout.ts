import type { FitViewOptions } from '@xyflow/react';
import { BIG_MENU_CARDS } from '../canvas/big-menu';
import type { Positions, XY } from '../flow/flow-types';

/** A background render of the canvas that has not landed by then is not waited for. */
const WAIT_MS = 5000;

interface FlowView {
  getNode: (id: string) => { position: XY } | undefined;
  fitView: (options?: FitViewOptions) => Promise<boolean>;
}

/**
 * Fits the view to a layout once the canvas draws it: a big menu takes new positions in the background
 * (use-shown-menu.ts), and a fit before then would frame the old places.
 */
export async function fitAfterLayout(flow: FlowView, positions: Positions, options: FitViewOptions) {
  const moved = Object.entries(positions).find(([id, at]) => {
    const drawn = flow.getNode(id)?.position;
    return drawn !== undefined && (drawn.x !== at.x || drawn.y !== at.y);
  });
  if (moved) await drawnAt(flow, moved[0], moved[1]);
  const cards = Object.keys(positions).length;
  // On a big menu the view jumps: flying there drew every card it passed (0.7 s).
  await flow.fitView({ ...options, duration: cards > BIG_MENU_CARDS ? 0 : 300 });
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
