import { useStore } from '@xyflow/react';
import { createContext, useContext, useEffect } from 'react';
import { LABEL_MAX_SCALE } from '../layout/card-boxes';

/**
 * Semantic zoom: what a card says depends on how large it is on screen, so that every zoom shows readable
 * words. Each band's text is sized in canvas units so that at the band's smallest zoom it is still at least
 * 12 px on screen (menu-canvas.css):
 * - full (≥ 0.8): the whole card;
 * - mid (≥ 0.5): the name, the prompt's first line and its keys as chips;
 * - overview (≥ 0.4) and wide (≥ 0.3): the name and the kind, in large type;
 * - far (< 0.3): the name only, drawn as cheaply as possible (a 5,000-node menu is all in view).
 */
export const ZOOM_BANDS = [
  { band: 'full', from: 0.8 },
  { band: 'mid', from: 0.5 },
  { band: 'overview', from: 0.4 },
  { band: 'wide', from: 0.3 },
  { band: 'far', from: 0 },
] as const;
export type ZoomBand = (typeof ZOOM_BANDS)[number]['band'];

/** How much the key labels grow in each band, so that their 12 px text stays 12 px on screen. */
export const LABEL_SCALE: Record<ZoomBand, number> = {
  full: 1,
  mid: 2,
  overview: 2.5,
  wide: LABEL_MAX_SCALE,
  far: LABEL_MAX_SCALE,
};

/** The smallest zoom at which the overview's names are still 12 px high: fitting a menu stops there. */
export const READABLE_MIN_ZOOM = 0.3;

export function zoomBandOf(zoom: number): ZoomBand {
  return ZOOM_BANDS.find(({ from }) => zoom >= from)?.band ?? 'far';
}

/**
 * Tells the canvas when the zoom crosses into another band (a child of ReactFlow, which owns the zoom).
 * Only the crossing re-renders anything, not every frame of a pan or zoom.
 */
export function ZoomBandWatch({ onChange }: { onChange: (band: ZoomBand) => void }) {
  const band = useStore((state) => zoomBandOf(state.transform[2]));
  useEffect(() => onChange(band), [band, onChange]);
  return null;
}

/** The band the canvas is in, for cards that leave out what their band does not show. */
export const ZoomBandContext = createContext<ZoomBand>('full');

export function useZoomBand(): ZoomBand {
  return useContext(ZoomBandContext);
}
