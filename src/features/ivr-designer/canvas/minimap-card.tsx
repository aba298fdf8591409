import type { MiniMapNodeProps } from '@xyflow/react';
import { memo } from 'react';
import { keyIdOfTarget } from '../flow/flow-types';

/**
 * The minimap of a big menu draws its prompts only: the cards a key leads to (queue, forward, hang-up…)
 * more than double the shapes it repaints on every frame of a pan, and add little at that scale.
 */
function PromptOnlyMiniMapCard({ id, x, y, width, height, className, color }: MiniMapNodeProps) {
  if (keyIdOfTarget(id) !== null) return null;
  return <rect className={className} x={x} y={y} width={width} height={height} fill={color} />;
}

export const PromptOnlyMiniMapNode = memo(PromptOnlyMiniMapCard);
