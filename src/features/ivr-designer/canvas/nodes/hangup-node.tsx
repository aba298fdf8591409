import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import type { HangupFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';

function HangupNodeCard({ data, selected }: NodeProps<HangupFlowNode>) {
  const t = useCanvasText();
  return (
    <CardFrame
      kind="hangup"
      problem={data.problem}
      highlight={data.highlight}
      selected={selected}
      hasOutput={false}
    >
      <strong className="ivr-card__title">{t('canvas.hangup')}</strong>
    </CardFrame>
  );
}

export const HangupNode = memo(HangupNodeCard);
