import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import type { MissingNodeFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';

/** A key that still names a node the menu no longer has. */
function MissingNodeCard({ data, selected }: NodeProps<MissingNodeFlowNode>) {
  const t = useCanvasText();
  return (
    <CardFrame
      kind="missing"
      problem={data.problem ?? 'error'}
      highlight={data.highlight}
      selected={selected}
      hasOutput={false}
    >
      <strong className="ivr-card__title">{t('canvas.missingNode')}</strong>
      <div className="ivr-card__muted">{data.action.nextNodeId}</div>
    </CardFrame>
  );
}

export const MissingNode = memo(MissingNodeCard);
