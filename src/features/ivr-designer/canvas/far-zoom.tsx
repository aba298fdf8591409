import { useStore } from '@xyflow/react';
import { useEffect } from 'react';

/** Below this zoom a card's text is too small to read: the canvas then draws the cards' outlines only. */
export const FAR_ZOOM = 0.45;

/**
 * Tells the canvas when the zoom crosses FAR_ZOOM (a child of ReactFlow, which owns the zoom). Only the
 * crossing re-renders anything, not every frame of a pan or zoom.
 */
export function FarZoomWatch({ onChange }: { onChange: (far: boolean) => void }) {
  const far = useStore((state) => state.transform[2] < FAR_ZOOM);
  useEffect(() => onChange(far), [far, onChange]);
  return null;
}
