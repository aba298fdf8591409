import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Positions, XY } from '../flow/flow-types';
import { BIG_MENU_CARDS } from '../canvas/big-menu';
import { fitAfterLayout } from './fit-after-layout';

/** A canvas that draws new positions only after `framesLate` frames, as a background render does. */
function lateCanvas(drawn: Positions, framesLate: number) {
  const fits: { duration?: number; drawnThen: Positions }[] = [];
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
      fitView: (options?: { duration?: number }) => {
        fits.push({ ...(options ?? {}), drawnThen: structuredClone(drawn) });
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
    const fitted = fitAfterLayout(canvas.flow, layout, { maxZoom: 1 });
    await runFrames(canvas, 2);
    expect(canvas.fits).toEqual([]);
    await runFrames(canvas, 3);
    await fitted;
    expect(canvas.fits).toHaveLength(1);
    expect(canvas.fits[0]?.drawnThen).toEqual(layout);
    // A small menu flies to its fit.
    expect(canvas.fits[0]?.duration).toBe(300);
  });

  it('jumps to the fit on a big menu (a flight across it draws every card passed)', async () => {
    const layout: Positions = Object.fromEntries(
      Array.from({ length: BIG_MENU_CARDS + 1 }, (_, index) => [`n${index}`, { x: index * 300, y: 0 }]),
    );
    const canvas = lateCanvas(structuredClone(layout), 0);
    await fitAfterLayout(canvas.flow, layout, { maxZoom: 1 });
    expect(canvas.fits.map((fit) => fit.duration)).toEqual([0]);
  });
});
