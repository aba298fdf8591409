import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Positions, XY } from '../flow/flow-types';
import { BIG_MENU_CARDS } from '../canvas/big-menu';
import { fitAfterLayout } from './fit-after-layout';

const CARD = 100;
const VIEW = () => ({ width: 1000, height: 500 });
const ZOOM = { minZoom: 0.1, maxZoom: 1 };

/** A canvas that draws new positions only after `framesLate` frames, as a background render does. */
function lateCanvas(drawn: Positions, framesLate: number) {
  const fits: { duration?: number; zoom: number; drawnThen: Positions }[] = [];
  let pending: Positions | null = null;
  let frames = 0;
  return {
    fits,
    take(next: Positions) {
      pending = next;
    },
    frame() {
      frames += 1;
      if (pending && frames >= framesLate) Object.assign(drawn, pending);
    },
    flow: {
      getNode: (id: string): { position: XY } | undefined => {
        const position = drawn[id];
        return position && { position: { ...position } };
      },
      getNodesBounds: (ids: string[]) => {
        const xs = ids.map((id) => drawn[id]?.x ?? 0);
        const ys = ids.map((id) => drawn[id]?.y ?? 0);
        const x = Math.min(...xs);
        const y = Math.min(...ys);
        return { x, y, width: Math.max(...xs) + CARD - x, height: Math.max(...ys) + CARD - y };
      },
      setViewport: (viewport: { zoom: number }, options?: { duration?: number }) => {
        fits.push({ ...(options ?? {}), zoom: viewport.zoom, drawnThen: structuredClone(drawn) });
        return Promise.resolve(true);
      },
    },
  };
}

describe('fitAfterLayout', () => {
  let frameCallbacks: FrameRequestCallback[] = [];
  beforeEach(() => {
    frameCallbacks = [];
    vi.stubGlobal('window', {
      requestAnimationFrame: (callback: FrameRequestCallback) => frameCallbacks.push(callback),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const runFrames = async (canvas: ReturnType<typeof lateCanvas>, count: number) => {
    for (let frame = 0; frame < count; frame += 1) {
      canvas.frame();
      const callbacks = frameCallbacks;
      frameCallbacks = [];
      for (const callback of callbacks) callback(frame * 16);
      await Promise.resolve();
    }
  };

  it('fits once the canvas draws the new places, not the old ones', async () => {
    const canvas = lateCanvas({ a: { x: 0, y: 0 }, b: { x: 0, y: 0 } }, 3);
    const layout = { a: { x: 0, y: 0 }, b: { x: 400, y: 0 } };
    canvas.take(layout);
    const fitted = fitAfterLayout(canvas.flow, layout, ZOOM, VIEW);
    await runFrames(canvas, 2);
    expect(canvas.fits).toEqual([]);
    await runFrames(canvas, 3);
    await fitted;
    expect(canvas.fits).toHaveLength(1);
    expect(canvas.fits[0]?.drawnThen).toEqual(layout);
    // A small menu flies to its fit; two cards side by side fit at full size.
    expect(canvas.fits[0]?.duration).toBe(300);
    expect(canvas.fits[0]?.zoom).toBe(1);
  });

  it('jumps to the fit on a big menu (a flight across it draws every card passed)', async () => {
    const layout: Positions = Object.fromEntries(
      Array.from({ length: BIG_MENU_CARDS + 1 }, (_, index) => [`n${index}`, { x: index * 300, y: 0 }]),
    );
    const canvas = lateCanvas(structuredClone(layout), 0);
    await fitAfterLayout(canvas.flow, layout, ZOOM, VIEW);
    expect(canvas.fits.map((fit) => fit.duration)).toEqual([0]);
    // As far out as the menu's width needs, never past the least zoom allowed.
    expect(canvas.fits[0]?.zoom).toBe(ZOOM.minZoom);
  });

  it('fits a wide layout in the view, zoomed out', async () => {
    const layout = { a: { x: 0, y: 0 }, b: { x: 1900, y: 0 } };
    const canvas = lateCanvas(structuredClone(layout), 0);
    await fitAfterLayout(canvas.flow, layout, ZOOM, VIEW);
    // 2,000 wide in a 1,000-wide view, with some room kept free around it.
    const drawnWidth = (canvas.fits[0]?.zoom ?? 0) * 2000;
    expect(drawnWidth).toBeLessThan(1000);
    expect(drawnWidth).toBeGreaterThan(850);
  });
});
