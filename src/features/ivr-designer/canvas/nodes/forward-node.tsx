import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { formatPhoneNumber } from '@/core/phone-number';
import { useCanvasText } from '../canvas-text';
import type { ForwardFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';
import { KeyCaption } from './key-caption';

function ForwardNodeCard({ data, selected }: NodeProps<ForwardFlowNode>) {
  const t = useCanvasText();
  const { toPhoneNumber, callerId } = data.action;
  return (
    <CardFrame
      kind="forward"
      problem={data.problem}
      highlight={data.highlight}
      selected={selected}
      hasOutput={false}
    >
      <KeyCaption label={t('canvas.forward')} />
      <strong className="ivr-card__title">
        {toPhoneNumber ? formatPhoneNumber(toPhoneNumber) : t('canvas.noNumber')}
      </strong>
      {callerId && (
        <div className="ivr-card__muted">
          {t('canvas.callerId', { callerId: formatPhoneNumber(callerId) })}
        </div>
      )}
    </CardFrame>
  );
}

export const ForwardNode = memo(ForwardNodeCard);
